import type { UserEntry } from '../../admin/api/userList.ts';
import type { UserType } from '../../admin/api/userType.ts';
import type { AdminCaller } from './AdminCaller.ts';
import { adminHref } from './adminHref.ts';

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
