import type { OrderFormAddress } from './OrderFormAddress.ts';
import { trimmedText } from './trimmedText.ts';

const textFields = [
  'firstName', 'lastName', 'companyName', 'companySuffix1', 'companySuffix2', 'companySuffix3',
  'street', 'streetNumber', 'floor', 'room', 'additionalInfo', 'addressAddition', 'zipCode', 'city',
  'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity',
] as const satisfies readonly (keyof OrderFormAddress)[];

/**
 * Whether the user filled at least one field of an optional address block (funnel.md section 5:
 * delivery and invoice addresses count only when at least one field is filled). Defaults do not
 * count: salutation and title '00' and the preselected country.
 */
export function isAddressFilled(address: OrderFormAddress | null | undefined): boolean {
  if (!address) return false;
  if (textFields.some((field) => trimmedText(address[field]) !== '')) return true;
  const salutation = trimmedText(address.salutation);
  const title = trimmedText(address.title);
  return (salutation !== '' && salutation !== '00') || (title !== '' && title !== '00');
}
