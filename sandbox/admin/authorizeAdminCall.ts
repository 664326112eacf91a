import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { readSession, touchSession } from '../server/session.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { accessKeyOf, adminAccess, mayCall } from './adminAccess.ts';
import type { AdminCaller } from './AdminHandler.ts';
import type { DatabaseSync } from 'node:sqlite';
import type { AdminRole } from '../../admin/api/adminRoleOf.ts';
import type { UserType } from '../../admin/api/userType.ts';

/**
 * The one access check of every admin call, applying the access table: 401 without a staff session
 * (unless the call is public; 401 SESSION_EXPIRED for one past its limits, admin/README.md "Staff
 * sessions and cross-site writes"), 400 for an unknown tenant, 403 when the caller's role in the call's tenant (none for
 * staff of another tenant) may not make it. A reader's session is no staff session. An allowed call
 * renews the session's idle time.
 */
export function authorizeAdminCall(
  context: SandboxContext,
  call: AdminCallName,
  params: Readonly<Record<string, string>>,
  query: URLSearchParams,
  cookie: string | undefined,
): AdminCaller {
  const key = accessKeyOf(call, params);
  if (!key) throw apiFailure(404, 'NOT_FOUND', { message: 'Diese Benutzerliste gibt es nicht.' });
  const rule = adminAccess[key];
  const session = readSession(context.db, cookie, 'staff', context.now());
  const account = session.status === 'active' ? loadAccount(context.db, session.accountId) : undefined;
  if (rule !== 'public' && !account) {
    throw session.status === 'expired'
      ? apiFailure(401, 'SESSION_EXPIRED', { message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' })
      : apiFailure(401, 'NOT_LOGGED_IN', { message: 'Bitte melden Sie sich an.' });
  }
  const tenant = (call === 'home' ? query.get('tenant') : params.tenant) ?? '';
  if (!context.tenants.has(tenant)) {
    throw apiFailure(400, 'UNSUPPORTED_TENANT', { message: 'Unsupported Tenant', fields: [{ path: 'tenant', message: `one of ${[...context.tenants].join(', ')}` }] });
  }
  const role = account ? staffRole(context.db, account.id, tenant) : undefined;
  if (!mayCall(key, role)) throw apiFailure(403, 'FORBIDDEN', { message: 'Sie haben für diese Aktion keine Berechtigung.' });
  if (session.status === 'active') touchSession(context.db, session.id, context.now());
  return { tenant, account, role };
}

/** The role each user list gives (platform.md section 6). */
const roleOfUserType: Readonly<Record<UserType, AdminRole>> = { admins: 'admin', tenantAdmins: 'keyuser', users: 'user' };

/** The account's role in the tenant: the user list it is entered in there, none when it is in none. */
export function staffRole(db: DatabaseSync, accountId: number, tenant: string): AdminRole | undefined {
  const row = db.prepare('SELECT user_type FROM staff_members WHERE account_id = ? AND tenant = ?').get(accountId, tenant);
  return row ? roleOfUserType[String(row.user_type) as UserType] : undefined;
}
