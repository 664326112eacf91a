import { array, string, type, type Infer } from 'superstruct';
import { maybe } from '../../core/index.ts';
import { link } from './adminData.ts';

/** One authorised user of a list: the login (e-mail) and, where the caller may remove it, a delete link. */
export const userEntry = type({
  login: string(),
  firstName: maybe(string()),
  lastName: maybe(string()),
  _links: type({ self: maybe(link), delete: maybe(link) }),
});

/** A user entry. */
export type UserEntry = Infer<typeof userEntry>;

/**
 * A tenant's user list of one type (platform.md section 3): `_embedded.users` and the list's
 * links; `create` is where a registered user is added by e-mail (POST JSON `{ email }`, `addUserInput`).
 */
export const userList = type({
  _embedded: type({ users: array(userEntry) }),
  _links: type({ self: link, create: maybe(link) }),
});

/** A user list. */
export type UserList = Infer<typeof userList>;
