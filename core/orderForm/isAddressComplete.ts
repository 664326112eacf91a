import { trimmedText } from './trimmedText.ts';

type AddressText = string | null | undefined;

/**
 * Whether an address is complete enough to skip ahead to verification on load (funnel.md
 * section 5, "Completeness for the skip-ahead"): street, number, zip and city, or post office box,
 * box city and box zip, plus a country among the offered ones. Takes form or server addresses.
 */
export function isAddressComplete(
  address: {
    readonly street?: AddressText;
    readonly streetNumber?: AddressText;
    readonly zipCode?: AddressText;
    readonly city?: AddressText;
    readonly postOfficeBox?: AddressText;
    readonly postOfficeBoxZipCode?: AddressText;
    readonly postOfficeBoxCity?: AddressText;
    readonly country?: AddressText;
  } | null | undefined,
  countries: readonly string[],
): boolean {
  if (!address) return false;
  const filled = (...values: AddressText[]) => values.every((value) => trimmedText(value) !== '');
  const hasStreetAddress = filled(address.street, address.streetNumber, address.zipCode, address.city);
  const hasPostOfficeBox = filled(address.postOfficeBox, address.postOfficeBoxCity, address.postOfficeBoxZipCode);
  return (hasStreetAddress || hasPostOfficeBox) && countries.includes(trimmedText(address.country));
}
