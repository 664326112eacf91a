// The full metadata checks number patterns per country, not only lengths; the module is lazy-loaded anyway.
import { isSupportedCountry, isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Country-aware phone validity (funnel.md section 5, "Phone"): a number without an international
 * prefix is read in the address's country; an unknown or missing country means Germany (default
 * country code 49). Its own module so pages can lazy-load libphonenumber-js; pass it to
 * `validateOrderForm` as `context.isValidPhone`.
 */
export function isValidPhone(phone: string, country: string | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  return isValidPhoneNumber(phone, isSupportedCountry(code) ? code : 'DE');
}
