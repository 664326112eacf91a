import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * The user lists of a tenant, one per manageable role: admins (ADMIN_ADMINS), key users
 * (ADMIN_TENANT_ADMINS) and users (ADMIN_USERS); the `{userType}` of /internal/userManagement.
 */
export const userType = enums(['admins', 'tenantAdmins', 'users']);

/** A user list's name. */
export type UserType = Infer<typeof userType>;
