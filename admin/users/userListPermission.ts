import type { AdminPermission } from '../api/adminPermissions.ts';
import type { UserType } from '../api/userType.ts';

/** The permission link that opens each user list (platform.md section 3 "Admin role"). */
export const userListPermission: Readonly<Record<UserType, AdminPermission>> = {
  admins: 'ADMIN_ADMINS',
  tenantAdmins: 'ADMIN_TENANT_ADMINS',
  users: 'ADMIN_USERS',
};

/** The German name of each user list, as the home's links and the list's heading say it. */
export const userListTitle: Readonly<Record<UserType, string>> = {
  admins: 'Administratoren',
  tenantAdmins: 'Key-User',
  users: 'Benutzer',
};
