-- Which payment paid an order (docs/security.md, "Security model"): a card or PayPal order names the approved process that paid
-- it, and one process pays one order.
ALTER TABLE orders ADD COLUMN payment_process_id TEXT;
CREATE UNIQUE INDEX orders_payment_process_id ON orders (payment_process_id) WHERE payment_process_id IS NOT NULL;

-- The campaign a process was started for (from its form token) and, for a one-off payment, the amount the service
-- computed from the campaign's price: what the provider page asks the reader to pay, and what the order must cost.
ALTER TABLE payment_processes ADD COLUMN sales_campaign_id TEXT;
ALTER TABLE payment_processes ADD COLUMN amount_in_cent INTEGER;
