import type { UserList } from '../../admin/api/userList.ts';
import type { UserType } from '../../admin/api/userType.ts';
import type { AdminHandler } from './AdminHandler.ts';
import { adminHref } from './adminHref.ts';
import { userEntryOf } from './userEntryOf.ts';

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
