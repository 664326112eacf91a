import type { AdminData } from '../../admin/api/adminData.ts';
import type { AdminPermission } from '../../admin/api/adminPermissions.ts';
import { appVersion } from '../../core/app/appVersion.ts';
import type { AdminAccessKey } from './adminAccess.ts';
import { mayCall } from './adminAccess.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { adminHref, requireAccount } from './AdminHandler.ts';

/** The list each permission link opens; a role gets the link exactly when the access table lets it open that list. */
const permissionTargets: Readonly<Record<AdminPermission, { key: AdminAccessKey; href: (tenant: string) => string }>> = {
  ADMIN_ADMINS: { key: 'users:admins', href: (tenant) => adminHref('users', { tenant, userType: 'admins' }) },
  ADMIN_TENANT_ADMINS: { key: 'users:tenantAdmins', href: (tenant) => adminHref('users', { tenant, userType: 'tenantAdmins' }) },
  ADMIN_USERS: { key: 'users:users', href: (tenant) => adminHref('users', { tenant, userType: 'users' }) },
  ADMIN_APPROVED_SALES_CAMPAIGNS: { key: 'availableSalesCampaigns', href: (tenant) => adminHref('availableSalesCampaigns', { tenant }) },
  CONFIGURE_SALES_CAMPAIGNS: { key: 'salesCampaigns', href: (tenant) => adminHref('salesCampaigns', { tenant }) },
};

/** Where the sandbox's documentation for staff would be; the publishers' real one is not part of the spec. */
const documentationLink = 'https://hilfe.aboflow.example/verwaltung';

/**
 * home?tenant=…: the admin data of the logged-in account for the tenant (platform.md section 3).
 * Any account gets an answer; the permission links follow its role there, so an account without
 * one gets none and the admin app shows its no-access page with the logout URL.
 */
export const handleHome: AdminHandler = (_context, request) => {
  const { tenant, role } = request.caller;
  const account = requireAccount(request.caller);
  const links: Record<string, { href: string }> = { self: { href: `${adminHref('home', {})}?tenant=${tenant}` } };
  for (const [permission, target] of Object.entries(permissionTargets)) {
    if (mayCall(target.key, role)) links[permission] = { href: target.href(tenant) };
  }
  if (mayCall('auditLog', role)) links.auditLog = { href: adminHref('auditLog', { tenant }) };
  const data: AdminData = {
    lastName: account.lastName,
    firstName: account.firstName,
    email: account.login,
    homePageInfos: { version: appVersion, documentationLink },
    _links: links,
    logoutUrl: `/sandbox/logout?redirect=${encodeURIComponent(`/internal?tenant=${tenant}`)}`,
  };
  return { status: 200, json: data };
};
