// libphonenumber-js's core functions with the metadata of the delivery countries only (phoneMetadata.ts): the same
// full per-country number patterns as libphonenumber-js/max, at a tenth of its size. The module is lazy-loaded anyway.
import { isSupportedCountry, isValidPhoneNumber, type CountryCode } from 'libphonenumber-js/core';
import { phoneMetadata } from './phoneMetadata.ts';

/**
 * Country-aware phone validity (funnel.md section 5, "Phone"): a number without an international
 * prefix is read in the address's country; an unknown or missing country means Germany (default
 * country code 49). The rules cover the countries of `postcodeFormats`, the countries campaigns deliver
 * to; a national number in a country outside them cannot be checked and is accepted, so a new delivery
 * country never blocks orders (it passes the digit rules of validatePhone). Its own module so pages can
 * lazy-load libphonenumber-js; pass it to `validateOrderForm` as `context.isValidPhone`.
 */
export function isValidPhone(phone: string, country: string | undefined): boolean {
  const code = (country ?? '').trim().toUpperCase();
  if (isSupportedCountry(code as CountryCode, phoneMetadata)) return isValidPhoneNumber(phone, code as CountryCode, phoneMetadata);
  // A number that names its country (00 or +) is read as such; anything else in Germany or, for a real country without rules, unchecked.
  const valid = isValidPhoneNumber(phone, 'DE', phoneMetadata);
  return valid || (/^[A-Z]{2}$/.test(code) && isKnownCountry(code) && !/^\s*(\+|00)/.test(phone));
}

// ISO 3166 codes the browser knows a German name for: tells a real country ("US") from a made-up one ("XX").
function isKnownCountry(code: string): boolean {
  try {
    return new Intl.DisplayNames(['de'], { type: 'region', fallback: 'none' }).of(code) !== undefined;
  } catch {
    return false;
  }
}
