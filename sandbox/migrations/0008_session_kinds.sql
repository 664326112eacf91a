-- Staff and reader sessions are separate (sandbox/README.md, "Staff sessions and cross-site writes"): each
-- session is of one kind, read only through that kind's cookie, and expires after an idle and an absolute
-- limit; last_used_at is when it was last used. The audit log also records refused admin writes
-- (object_type 'request', action 'writeRefused'), whose caller may be unknown (empty actor fields).

ALTER TABLE sessions ADD COLUMN kind TEXT NOT NULL DEFAULT 'reader' CHECK (kind IN ('reader', 'staff'));
ALTER TABLE sessions ADD COLUMN last_used_at TEXT;
UPDATE sessions SET last_used_at = created_at;

CREATE TABLE audit_log_new (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  tenant TEXT NOT NULL,
  object_type TEXT NOT NULL CHECK (object_type IN ('salesCampaign', 'bonus', 'user', 'request')),
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
