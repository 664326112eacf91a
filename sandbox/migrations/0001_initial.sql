-- Sandbox store: campaigns, bonuses, customers, orders, uploads, stored states, sessions.
-- JSON columns hold the spec's entity shapes so the admin issue can edit them as a whole.

CREATE TABLE settings (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE billing_frequencies (
  group_id TEXT NOT NULL,
  code TEXT NOT NULL,
  name TEXT NOT NULL,
  discount_domestic REAL NOT NULL,
  discount_abroad REAL NOT NULL,
  PRIMARY KEY (group_id, code)
);

CREATE TABLE campaigns (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  offer_id TEXT UNIQUE,
  product TEXT NOT NULL,
  category TEXT NOT NULL,
  monthly_price REAL NOT NULL,
  abroad_surcharge REAL NOT NULL DEFAULT 0,
  billing_frequency_group TEXT NOT NULL,
  payment_methods TEXT NOT NULL,
  countries TEXT NOT NULL,
  region_options TEXT,
  unavailable_code TEXT,
  gift_time_limit INTEGER,
  order_without_address INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1,
  approved INTEGER NOT NULL DEFAULT 1,
  valid_from TEXT,
  valid_until TEXT,
  view TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT ''
);
CREATE INDEX campaigns_tenant ON campaigns (tenant);

CREATE TABLE offers (
  offer_id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  campaign_id TEXT,
  unavailable_code TEXT
);

CREATE TABLE bonuses (
  material_number TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  data TEXT NOT NULL
);

CREATE TABLE campaign_bonuses (
  campaign_id TEXT NOT NULL REFERENCES campaigns (id) ON DELETE CASCADE,
  material_number TEXT NOT NULL REFERENCES bonuses (material_number) ON DELETE CASCADE,
  fixed_bonus INTEGER NOT NULL DEFAULT 0,
  valid_until TEXT,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (campaign_id, material_number)
);

-- SAP business partners: the customer numbers (gpNr) of a tenant.
CREATE TABLE partners (
  gp_nr TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'active',
  business INTEGER NOT NULL DEFAULT 0,
  last_name TEXT NOT NULL,
  addresses TEXT NOT NULL,
  payment_data TEXT,
  mm_number TEXT,
  district TEXT,
  csv_pending INTEGER NOT NULL DEFAULT 0,
  sap_unavailable INTEGER NOT NULL DEFAULT 0
);

-- Login accounts; gp_nr links an account to a business partner.
CREATE TABLE accounts (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  login TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  gp_nr TEXT REFERENCES partners (gp_nr),
  situation TEXT NOT NULL DEFAULT '',
  created_at TEXT NOT NULL
);

CREATE TABLE subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  gp_nr TEXT NOT NULL REFERENCES partners (gp_nr),
  product TEXT NOT NULL,
  trial INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE sessions (
  id TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE TABLE service_tickets (
  ticket TEXT PRIMARY KEY,
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  order_number TEXT NOT NULL UNIQUE,
  tenant TEXT NOT NULL,
  campaign_id TEXT NOT NULL,
  payment_unique_id TEXT NOT NULL UNIQUE,
  account_id INTEGER,
  gp_nr TEXT,
  payment_method_key TEXT,
  billing_frequency TEXT,
  price REAL,
  annual_price REAL,
  request TEXT NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE uploads (
  id TEXT PRIMARY KEY,
  tenant TEXT NOT NULL,
  original_name TEXT NOT NULL,
  content_type TEXT NOT NULL,
  size INTEGER NOT NULL,
  content BLOB NOT NULL,
  created_at TEXT NOT NULL
);

CREATE TABLE stored_states (
  token_random TEXT PRIMARY KEY,
  data TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
