// Straight from its module: one more export of core/index.ts costs every reader's Start route about 100 bytes.
import { isValidEmail } from '../../core/orderForm/isValidEmail.ts';
import { userManagementTexts as texts } from './userManagementTexts.ts';

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
