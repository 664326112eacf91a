-- Codes readers redeem (docs/vouchers.md, "Voucher codes"): the discount is `percent` off or `amount` cents off each billing
-- period, for `months` (NULL: the whole term), redeemable from valid_from to valid_until (both days included).
CREATE TABLE vouchers (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  code TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  discount_kind TEXT NOT NULL CHECK (discount_kind IN ('percent', 'amount')),
  discount_value INTEGER NOT NULL CHECK (discount_value > 0),
  months INTEGER CHECK (months IS NULL OR months > 0),
  valid_from TEXT NOT NULL,
  valid_until TEXT NOT NULL,
  redemption_limit INTEGER CHECK (redemption_limit IS NULL OR redemption_limit > 0),
  once_per_customer INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  created_at TEXT NOT NULL,
  UNIQUE (tenant, code)
);

-- The campaigns a code applies to.
CREATE TABLE voucher_campaigns (
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  campaign_id TEXT NOT NULL,
  PRIMARY KEY (voucher_id, campaign_id)
);

-- One row per order that redeemed a code; `customer_key` names the customer for the once-per-customer rule.
CREATE TABLE voucher_redemptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  voucher_id INTEGER NOT NULL REFERENCES vouchers (id),
  order_number TEXT NOT NULL UNIQUE,
  customer_key TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX voucher_redemptions_voucher ON voucher_redemptions (voucher_id, customer_key);

ALTER TABLE orders ADD COLUMN voucher_code TEXT;

-- Staff changes to codes are audited (object_type 'voucher', object_id the code).
CREATE TABLE audit_log_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  object_type TEXT NOT NULL CHECK (object_type IN ('salesCampaign', 'bonus', 'user', 'request', 'voucher')),
  object_id TEXT NOT NULL,
  action TEXT NOT NULL,
  actor_login TEXT NOT NULL,
  actor_first_name TEXT NOT NULL,
  actor_last_name TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  -- JSON list of { field, before, after }
  changes TEXT NOT NULL
);
INSERT INTO audit_log_new SELECT * FROM audit_log;
DROP TABLE audit_log;
ALTER TABLE audit_log_new RENAME TO audit_log;
CREATE INDEX audit_log_object ON audit_log (tenant, object_type, object_id);
