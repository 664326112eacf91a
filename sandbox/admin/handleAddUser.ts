import { addUserInput } from '../../admin/api/addUserInput.ts';
import type { UserType } from '../../admin/api/userType.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { recordAudit } from './auditLog.ts';
import { userEntryOf, userTypeLabels } from './userManagement.ts';

/**
 * POST {tenant}/users/{userType} with the e-mail as JSON `{ email }` (`addUserInput`): enters a registered account in
 * the list. 400 for a malformed address, 404 when nobody registered with it, 409 when it is
 * already in this or another list of the tenant (one role per tenant); 201 with the new entry.
 */
export const handleAddUser: AdminHandler = (context, request) => {
  const userType = request.params.userType as UserType;
  const { tenant } = request.caller;
  const email = parseJsonBody(request.body, addUserInput).email.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 254) {
    throw apiFailure(400, 'INVALID_EMAIL', {
      message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
      fields: [{ path: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
    });
  }
  const account = context.db.prepare('SELECT id, login, first_name, last_name FROM accounts WHERE login = ?').get(email);
  if (!account) {
    throw apiFailure(404, 'USER_NOT_REGISTERED', { message: `Zu ${email} gibt es kein registriertes Konto. Die Person muss sich zuerst registrieren.` });
  }
  const present = context.db.prepare('SELECT user_type FROM staff_members WHERE account_id = ? AND tenant = ?').get(Number(account.id), tenant);
  if (present) {
    const list = userTypeLabels[String(present.user_type) as UserType];
    throw apiFailure(409, present.user_type === userType ? 'USER_ALREADY_PRESENT' : 'USER_IN_OTHER_LIST', {
      message: present.user_type === userType
        ? `${email} ist bereits eingetragen.`
        : `${email} ist bereits als ${list} eingetragen. Entfernen Sie den Eintrag dort zuerst.`,
    });
  }
  context.db.prepare('INSERT INTO staff_members (account_id, tenant, user_type, added_at) VALUES (?, ?, ?, ?)')
    .run(Number(account.id), tenant, userType, context.now().toISOString());
  recordAudit(context.db, request.caller, context.now(), {
    objectType: 'user', objectId: email, action: 'userAdded', changes: [{ field: 'userType', before: null, after: userType }],
  });
  const member = { login: String(account.login), firstName: String(account.first_name), lastName: String(account.last_name) };
  return { status: 201, json: userEntryOf(member, userType, request.caller) };
};
