import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { UserType } from '../api/userType.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';

/**
 * The message at the e-mail field for a refused `addUser` (400 INVALID_EMAIL, 404
 * USER_NOT_REGISTERED, 409 USER_ALREADY_PRESENT or USER_IN_OTHER_LIST); undefined for every other
 * failure (server error, network, time-out, malformed answer), which goes to the home.
 */
export function addUserRefusal(error: unknown, list: UserType): string | undefined {
  const body = adminErrorOf(error);
  switch (body?.error) {
    case 'INVALID_EMAIL':
      return body.fields?.find((field) => field.path === 'email')?.message ?? texts.emailInvalid;
    case 'USER_NOT_REGISTERED':
      return texts.notRegistered;
    case 'USER_ALREADY_PRESENT':
      return texts.alreadyPresent(list);
    case 'USER_IN_OTHER_LIST':
      // The server names the other list ("… ist bereits als Admin eingetragen …"); the client does not know it.
      return body.message ?? texts.inOtherList;
    default:
      return undefined;
  }
}
