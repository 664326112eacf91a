-- A price change a campaign announces: from valid_from (ISO date) on, the monthly price is
-- monthly_price; priceForDate and order/create price a start date on or after it with the new price.
ALTER TABLE campaigns ADD COLUMN price_change TEXT;
