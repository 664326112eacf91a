-- Admin area: staff accounts and their memberships. A staff member is a login account entered in
-- one of a tenant's user lists (admins, tenantAdmins = key users, users); its role follows the list.

ALTER TABLE accounts ADD COLUMN staff INTEGER NOT NULL DEFAULT 0;

CREATE TABLE staff_members (
  account_id INTEGER NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  tenant TEXT NOT NULL,
  user_type TEXT NOT NULL CHECK (user_type IN ('admins', 'tenantAdmins', 'users')),
  added_at TEXT NOT NULL,
  PRIMARY KEY (account_id, tenant)
);
CREATE INDEX staff_members_tenant ON staff_members (tenant, user_type);
