import type { DatabaseSync } from 'node:sqlite';
import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { UserType } from '../../admin/api/userType.ts';

/** The role each user list gives (platform.md section 6). */
const roleOfUserType: Readonly<Record<UserType, AdminRole>> = { admins: 'admin', tenantAdmins: 'keyuser', users: 'user' };

/** The account's role in the tenant: the user list it is entered in there, none when it is in none. */
export function staffRole(db: DatabaseSync, accountId: number, tenant: string): AdminRole | undefined {
  const row = db.prepare('SELECT user_type FROM staff_members WHERE account_id = ? AND tenant = ?').get(accountId, tenant);
  return row ? roleOfUserType[String(row.user_type) as UserType] : undefined;
}
