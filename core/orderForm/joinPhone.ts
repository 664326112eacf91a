import { trimmedText } from './trimmedText.ts';

/**
 * Combines the phone fields (funnel.md section 5, "Phone"): area code, hyphen, subscriber number;
 * an empty pair gives ''. When only one part is filled, that part alone is returned.
 */
export function joinPhone(areaCode: string | null | undefined, subscriberNumber: string | null | undefined): string {
  const area = trimmedText(areaCode);
  const subscriber = trimmedText(subscriberNumber);
  if (area === '' || subscriber === '') return area + subscriber;
  return `${area}-${subscriber}`;
}
