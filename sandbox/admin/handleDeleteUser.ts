import type { UserType } from '../../admin/api/userType.ts';
import { apiFailure } from '../server/apiFailure.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';

/**
 * DELETE {tenant}/users/{userType}/{login}: removes the entry from the list. 404 when the login is
 * not in this list, 409 for the caller's own entry (it carries no delete link); 204 otherwise.
 */
export const handleDeleteUser: AdminHandler = (context, request) => {
  const userType = request.params.userType as UserType;
  const login = (request.params.login ?? '').toLowerCase();
  const { tenant } = request.caller;
  const member = context.db
    .prepare(`SELECT a.id FROM staff_members m JOIN accounts a ON a.id = m.account_id
      WHERE m.tenant = ? AND m.user_type = ? AND a.login = ?`)
    .get(tenant, userType, login);
  if (!member) throw apiFailure(404, 'USER_NOT_FOUND', { message: `${login} ist in dieser Liste nicht eingetragen.` });
  if (request.caller.account?.login === login) throw apiFailure(409, 'CANNOT_REMOVE_SELF', { message: 'Sie können sich nicht selbst entfernen.' });
  context.db.prepare('DELETE FROM staff_members WHERE account_id = ? AND tenant = ?').run(Number(member.id), tenant);
  recordAudit(context.db, request.caller, context.now(), {
    objectType: 'user', objectId: login, action: 'userRemoved', changes: [{ field: 'userType', before: userType, after: null }],
  });
  return { status: 204 };
};
