import type { AdminData } from './adminData.ts';

/** The role of a staff member in the admin area (platform.md section 6). */
export type AdminRole = 'admin' | 'keyuser' | 'user';

/**
 * The admin role rule of platform.md section 4: the admins permission makes an admin, else the
 * tenant-admins permission a key user, else the configure-sales-campaigns permission a user;
 * without any of them there is no role and the admin app shows nothing.
 */
export function adminRoleOf(links: AdminData['_links']): AdminRole | undefined {
  if (links.ADMIN_ADMINS) return 'admin';
  if (links.ADMIN_TENANT_ADMINS) return 'keyuser';
  if (links.CONFIGURE_SALES_CAMPAIGNS) return 'user';
  return undefined;
}
