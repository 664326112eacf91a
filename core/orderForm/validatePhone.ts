import type { PhoneCheck } from './PhoneCheck.ts';
import { joinPhone } from './joinPhone.ts';
import { orderFormMaxLengths } from './orderFormMaxLengths.ts';
import { orderFormMessages } from './orderFormMessages.ts';
import { trimmedText } from './trimmedText.ts';

/**
 * Validates the optional phone pair (funnel.md section 5, "Phone"): area code digits only (core/README.md, "Decisions: forms that phones and password managers fill":
 * after an optional leading '+' of an international prefix),
 * subscriber number digits with one optional hyphen, both or neither, combined at most 30
 * characters, and, when `isValidPhone` is loaded, a valid number in `country` (the address's
 * country; `isValidPhone` reads an unknown one as Germany). Errors of the combined number are
 * reported on the subscriber number.
 */
export function validatePhone(
  areaCode: string | undefined,
  subscriberNumber: string | undefined,
  isValidPhone: PhoneCheck | undefined,
  country?: string,
): { phoneAreaCode?: string; phoneSubscriberNumber?: string } {
  const area = trimmedText(areaCode);
  const subscriber = trimmedText(subscriberNumber);
  if (area === '' && subscriber === '') return {};
  const errors: { phoneAreaCode?: string; phoneSubscriberNumber?: string } = {};
  if (area === '') errors.phoneAreaCode = orderFormMessages.phoneAreaCodeRequired;
  else if (!/^\+?\d+$/.test(area)) errors.phoneAreaCode = orderFormMessages.phoneAreaCodeFormat;
  if (subscriber === '') errors.phoneSubscriberNumber = orderFormMessages.phoneSubscriberNumberRequired;
  else if (!/^\d+(-\d+)?$/.test(subscriber)) errors.phoneSubscriberNumber = orderFormMessages.phoneSubscriberNumberFormat;
  if (errors.phoneAreaCode || errors.phoneSubscriberNumber) return errors;
  const phone = joinPhone(area, subscriber);
  if (phone.length > orderFormMaxLengths.phone) return { phoneSubscriberNumber: orderFormMessages.phoneTooLong };
  if (isValidPhone && !isValidPhone(phone, country)) return { phoneSubscriberNumber: orderFormMessages.phoneInvalid };
  return {};
}
