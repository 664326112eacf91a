import { isValidEmail } from '../../core/orderForm/isValidEmail.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';
import { adminErrorOf } from '../api/adminErrorBody.ts';
import type { UserType } from '../api/userType.ts';

// Straight from its module: one more export of core/index.ts costs every reader's Start route about 100 bytes.
/** The add form's values. */
export interface AddUserValues {
  readonly email?: string;
}

/** The add form's own check before sending: an e-mail address is required and must look like one (the server checks again). */
export function validateAddUser(values: AddUserValues): { email?: string } {
  const email = values.email?.trim() ?? '';
  if (email === '') return { email: texts.emailRequired };
  if (!isValidEmail(email)) return { email: texts.emailInvalid };
  return {};
}

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
