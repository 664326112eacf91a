// The full metadata checks number patterns per country, not only lengths; the module is lazy-loaded anyway.
import { isValidPhoneNumber } from 'libphonenumber-js/max';

/**
 * Country-aware phone validity (funnel.md section 5, "Phone"): a number without an international
 * prefix is read as German (default country code 49). Its own module so pages can lazy-load
 * libphonenumber-js; pass it to `validateOrderForm` as `context.isValidPhone`.
 */
export function isValidPhone(phone: string): boolean {
  return isValidPhoneNumber(phone, 'DE');
}
