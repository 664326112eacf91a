import { hasUnsafeCharacters } from '../api/entities/plainText.ts';
import { isValidCustomerNumber } from './isValidCustomerNumber.ts';
import { orderFormMessages } from './orderFormMessages.ts';
import { trimmedText } from './trimmedText.ts';

/**
 * Validates the connect-customer-number form (platform.md section 5, funnel.md section 5): gpNr
 * exactly 10 digits starting with the tenant's first digit, and not the number the server just
 * reported as wrong (WRONG_GP_NUMBER); name at least 2 characters; terms accepted.
 * Returns a final-form errors object; `{}` means the form may be sent.
 */
export function validateConnectForm(
  values: { readonly gpNr?: string; readonly name?: string; readonly agbCheckBox?: boolean },
  firstDigit: string,
  serverSaidWrongNumber: boolean,
): { gpNr?: string; name?: string; agbCheckBox?: string } {
  const errors: { gpNr?: string; name?: string; agbCheckBox?: string } = {};
  if (serverSaidWrongNumber || !isValidCustomerNumber(trimmedText(values.gpNr), firstDigit)) {
    errors.gpNr = orderFormMessages.customerNumberInvalid;
  }
  if (trimmedText(values.name).length < 2) errors.name = orderFormMessages.connectNameRequired;
  else if (hasUnsafeCharacters(values.name)) errors.name = orderFormMessages.unsafeCharacters;
  if (values.agbCheckBox !== true) errors.agbCheckBox = orderFormMessages.termsRequired;
  return errors;
}
