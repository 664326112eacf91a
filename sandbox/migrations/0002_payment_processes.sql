-- Payment service: one row per process started by an init call (card check, card agreement,
-- card one-off payment, PayPal agreement), completed on the sandbox's provider page.

CREATE TABLE payment_processes (
  process_id TEXT PRIMARY KEY,
  kind TEXT NOT NULL,
  tenant TEXT NOT NULL,
  -- The form token's random part the process was started under; the result is only given under it.
  token_random TEXT NOT NULL,
  context_token TEXT NOT NULL,
  request TEXT NOT NULL,
  -- pending, approved, declined, cancelled
  status TEXT NOT NULL DEFAULT 'pending',
  result TEXT,
  service_ticket TEXT,
  created_at TEXT NOT NULL,
  completed_at TEXT
);
