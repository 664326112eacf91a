import { keptAddresses } from '../orderForm/keptAddresses.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import { trimmedText } from '../orderForm/trimmedText.ts';

const postalFields = [
  'addressType', 'street', 'streetNumber', 'zipCode', 'city', 'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity', 'country',
] as const;

/**
 * The postal part of the addresses the form would send, as one comparable text. The "confirm by
 * submitting again" (ignore) flag of the address check holds for exactly this key (funnel.md
 * section 4): once the reader edits street, number, zip, city, box or country, the key changes and
 * the next submit is checked afresh. Names, e-mail and phone do not take part.
 */
export function checkedAddressKey(values: OrderFormValues): string {
  const kept = keptAddresses(values);
  return JSON.stringify(
    Object.entries(kept).map(([kind, address]) => [kind, address ? postalFields.map((field) => trimmedText(address[field])) : null]),
  );
}
