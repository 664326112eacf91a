/** The permission links of the admin data (platform.md section 3 "Admin role"), each a screen of the home. */
const adminPermissions = [
  'ADMIN_ADMINS',
  'ADMIN_TENANT_ADMINS',
  'ADMIN_USERS',
  'ADMIN_APPROVED_SALES_CAMPAIGNS',
  'CONFIGURE_SALES_CAMPAIGNS',
] as const;

/** One permission link name. */
export type AdminPermission = (typeof adminPermissions)[number];
