import type { AdminCallName } from '../../admin/api/adminRoutes.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import { sessionAccountId } from '../server/sessionAccountId.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { accessKeyOf, adminAccess, mayCall } from './adminAccess.ts';
import type { AdminCaller } from './AdminCaller.ts';
import { staffRole } from './staffRole.ts';

/**
 * The one access check of every admin call, applying the access table: 401 without a session
 * (unless the call is public), 400 for an unknown tenant, 403 when the caller's role in the
 * call's tenant (none for staff of another tenant) may not make it.
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
  const accountId = sessionAccountId(context.db, cookie);
  const account = accountId === undefined ? undefined : loadAccount(context.db, accountId);
  if (rule !== 'public' && !account) throw apiFailure(401, 'NOT_LOGGED_IN', { message: 'Bitte melden Sie sich an.' });
  const tenant = (call === 'home' ? query.get('tenant') : params.tenant) ?? '';
  if (!context.tenants.has(tenant)) {
    throw apiFailure(400, 'UNSUPPORTED_TENANT', { message: 'Unsupported Tenant', fields: [{ path: 'tenant', message: `one of ${[...context.tenants].join(', ')}` }] });
  }
  const role = account ? staffRole(context.db, account.id, tenant) : undefined;
  if (!mayCall(key, role)) throw apiFailure(403, 'FORBIDDEN', { message: 'Sie haben für diese Aktion keine Berechtigung.' });
  return { tenant, account, role };
}
