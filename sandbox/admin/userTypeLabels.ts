import type { UserType } from '../../admin/api/userType.ts';

/** The German name of each user list's role, as staff read it in messages. */
export const userTypeLabels: Readonly<Record<UserType, string>> = { admins: 'Admin', tenantAdmins: 'Key-User', users: 'Benutzer' };
