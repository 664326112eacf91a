import { isValidEmail } from './isValidEmail.ts';
import { validateOrderFormAddress } from './validateOrderFormAddress.ts';
import type { SecondPersonFormValues } from './SecondPersonFormValues.ts';
import { secondPersonFormMessages } from './secondPersonFormMessages.ts';

/**
 * Validates the address form before the order form with the order form's address rules (person
 * names, a full street address or post office box) and the e-mail rule of the second-person view
 * (funnel.md section 5, "E-mail": `emailRequired`, which the contributing plugin decides).
 */
export function validateSecondPersonForm(values: SecondPersonFormValues, options: { readonly countries: readonly string[]; readonly emailRequired: boolean }): Record<string, string> {
  const errors: Record<string, string> = {
    ...validateOrderFormAddress(values, { countries: options.countries, requireFullAddress: true, allowPostOfficeBox: true, names: 'person' }),
  };
  const email = values.email?.trim() ?? '';
  if (email === '' && options.emailRequired) errors.email = secondPersonFormMessages.emailRequired;
  else if (email !== '' && !isValidEmail(email)) errors.email = secondPersonFormMessages.emailInvalid;
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => Boolean(message)));
}
