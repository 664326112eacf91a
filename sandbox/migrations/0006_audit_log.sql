-- Admin area: every change staff make (campaign, approval, bonus, image, user list), with who made
-- it (kept as written then, so an entry outlives the account), when, and field by field what changed.

CREATE TABLE audit_log (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  object_type TEXT NOT NULL CHECK (object_type IN ('salesCampaign', 'bonus', 'user')),
  object_id TEXT NOT NULL,
  action TEXT NOT NULL,
  actor_login TEXT NOT NULL,
  actor_first_name TEXT NOT NULL,
  actor_last_name TEXT NOT NULL,
  changed_at TEXT NOT NULL,
  -- JSON list of { field, before, after }
  changes TEXT NOT NULL
);
CREATE INDEX audit_log_object ON audit_log (tenant, object_type, object_id);
