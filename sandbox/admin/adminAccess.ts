import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import type { UserType } from '../../admin/api/userType.ts';

/** The user-list calls, whose rule depends on the list (`{userType}`). */
type UserListCall = 'users' | 'addUser' | 'deleteUser';

/** One row of the access table: a call, or a user-list call for one list (`users:tenantAdmins`). */
export type AdminAccessKey = Exclude<AdminCallName, UserListCall> | `${UserListCall}:${UserType}`;

/**
 * Who may make a call: `public` anyone, `anyAccount` any logged-in account (the answer depends on
 * the role, possibly none), else the roles listed, and only in a tenant where the caller has one.
 */
export type AdminAccessRule = 'public' | 'anyAccount' | readonly AdminRole[];

const everyRole = ['admin', 'keyuser', 'user'] as const;
const managers = ['admin', 'keyuser'] as const;
const admins = ['admin'] as const;

/**
 * The admin area's access table (admin/README.md, "Who may do what"): the server's only source
 * for 401 / 403, and for the permission links the admin data offers.
 */
export const adminAccess = {
  home: 'anyAccount',
  'users:admins': admins,
  'users:tenantAdmins': managers,
  'users:users': managers,
  'addUser:admins': admins,
  'addUser:tenantAdmins': managers,
  'addUser:users': managers,
  'deleteUser:admins': admins,
  'deleteUser:tenantAdmins': managers,
  'deleteUser:users': managers,
  salesCampaigns: everyRole,
  salesCampaign: everyRole,
  saveSalesCampaign: everyRole,
  availableSalesCampaigns: admins,
  approveSalesCampaigns: admins,
  availableBonuses: everyRole,
  bonuses: everyRole,
  bonus: everyRole,
  updateBonus: everyRole,
  createComplexBonus: managers,
  deleteBonus: managers,
  uploadBonusImage: everyRole,
  bonusImage: 'public',
  auditLog: admins,
  salesCampaignAuditLog: everyRole,
  bonusAuditLog: everyRole,
  vouchers: everyRole,
  createVoucher: managers,
  updateVoucher: managers,
  deleteVoucher: managers,
} as const satisfies Record<AdminAccessKey, AdminAccessRule>;

const userListCalls: ReadonlySet<string> = new Set<UserListCall>(['users', 'addUser', 'deleteUser']);

/** The table row of a call with its path parameters; undefined for an unknown user list. */
export function accessKeyOf(call: AdminCallName, params: Readonly<Record<string, string>>): AdminAccessKey | undefined {
  if (!userListCalls.has(call)) return call as AdminAccessKey;
  const key = `${call}:${params.userType ?? ''}`;
  return key in adminAccess ? (key as AdminAccessKey) : undefined;
}

/** Whether a role (none for a caller without one in the tenant) may make the call of this row. */
export function mayCall(key: AdminAccessKey, role: AdminRole | undefined): boolean {
  const rule: AdminAccessRule = adminAccess[key];
  if (rule === 'public' || rule === 'anyAccount') return true;
  return role !== undefined && rule.includes(role);
}
