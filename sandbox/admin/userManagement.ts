import type { UserType } from '../../admin/api/userType.ts';
import type { UserEntry, UserList } from '../../admin/api/userList.ts';
import type { AdminCaller, AdminHandler } from './AdminHandler.ts';
import { adminHref } from './AdminHandler.ts';

/** The German name of each user list's role, as staff read it in messages. */
export const userTypeLabels: Readonly<Record<UserType, string>> = { admins: 'Admin', tenantAdmins: 'Key-User', users: 'Benutzer' };

/**
 * A user list entry: its login and names, and a delete link unless it is the caller's own entry
 * (nobody removes themself, so a list never loses the person managing it).
 */
export function userEntryOf(member: { login: string; firstName: string; lastName: string }, userType: UserType, caller: AdminCaller): UserEntry {
  const href = adminHref('deleteUser', { tenant: caller.tenant, userType, login: member.login });
  const own = caller.account?.login === member.login;
  return {
    login: member.login,
    firstName: member.firstName,
    lastName: member.lastName,
    _links: { self: { href }, ...(own ? {} : { delete: { href } }) },
  };
}

/** {tenant}/users/{userType}: the tenant's authorised users of one list, with the create link and their delete links. */
export const handleUsers: AdminHandler = (context, request) => {
  const userType = request.params.userType as UserType;
  const { tenant } = request.caller;
  const members = context.db
    .prepare(`SELECT a.login, a.first_name, a.last_name FROM staff_members m JOIN accounts a ON a.id = m.account_id
      WHERE m.tenant = ? AND m.user_type = ? ORDER BY a.login`)
    .all(tenant, userType)
    .map((row) => ({ login: String(row.login), firstName: String(row.first_name), lastName: String(row.last_name) }));
  const href = adminHref('users', { tenant, userType });
  const list: UserList = {
    _embedded: { users: members.map((member) => userEntryOf(member, userType, request.caller)) },
    _links: { self: { href }, create: { href } },
  };
  return { status: 200, json: list };
};
