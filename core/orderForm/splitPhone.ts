import { trimmedText } from './trimmedText.ts';

/**
 * Splits a stored phone number into the two form fields (funnel.md section 3, "Phone parsing"):
 * at the first hyphen, slash or space; a leading '+' becomes '00' because the area-code field takes
 * digits only. A number without a separator goes to the subscriber number.
 */
export function splitPhone(phone: string | null | undefined): { areaCode: string; subscriberNumber: string } {
  const text = trimmedText(phone).replace(/^\+/, '00');
  const separator = /[-/\s]+/.exec(text);
  if (!separator) return { areaCode: '', subscriberNumber: text };
  return {
    areaCode: text.slice(0, separator.index),
    subscriberNumber: text.slice(separator.index + separator[0].length).replace(/\s+/g, ''),
  };
}
