/**
 * IBAN length per country code (ISO 13616 registry): every SEPA country plus other
 * countries that issue IBANs. Countries that use another country's IBAN (Guernsey, Jersey,
 * Isle of Man with GB; French overseas departments with FR) are covered by that code.
 */
export const ibanLengths: Readonly<Record<string, number>> = {
  // SEPA
  AD: 24, AL: 28, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24,
  FI: 18, FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20,
  LU: 20, LV: 21, MC: 27, MD: 24, ME: 22, MK: 19, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24,
  RS: 22, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
  // Other IBAN countries
  AE: 23, AZ: 28, BA: 20, BH: 22, BR: 29, BY: 28, CR: 22, DO: 28, EG: 29, FO: 18, GE: 22, GL: 18,
  GT: 28, IL: 23, IQ: 23, JO: 30, KW: 30, KZ: 20, LB: 28, LC: 32, MR: 27, MU: 30, PK: 24, PS: 29,
  QA: 29, SA: 24, ST: 25, SV: 28, TL: 23, TN: 24, TR: 26, UA: 29, VG: 24, XK: 20,
};
