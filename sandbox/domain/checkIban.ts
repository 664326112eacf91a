import { bankTable } from './bankTable.ts';

const IBAN_SHAPE = /^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/;
// Bank code (4 letters), country (2 letters), location (2), optional branch (3).
const SWIFT_SHAPE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

/**
 * Checks an IBAN and an optional SWIFT/BIC (funnel.md sections 5 and 7, checkIbanSwift), after
 * removing spaces and upper-casing: the country code must be known and the length right for it,
 * a German IBAN holds only digits after "DE", and the ISO 13616 mod-97 check must give 1.
 * A German bank code from the bank table gives bankName and knownBySAP. A SWIFT, when given, must
 * have 8 or 11 characters in the BIC pattern; a non-German IBAN sets swiftRequired.
 */
export function checkIban(input: { readonly iban: string; readonly swift?: string | null | undefined }): IbanCheckResult {
  const iban = input.iban.replace(/\s+/g, '').toUpperCase();
  const swift = (input.swift ?? '').replace(/\s+/g, '').toUpperCase();
  const result = (fields: Partial<IbanCheckResult>): IbanCheckResult => ({
    checkFailed: false,
    knownBySAP: false,
    bankName: '',
    ibanError: '',
    swiftRequired: iban.length >= 2 && !iban.startsWith('DE'),
    ...fields,
  });

  if (iban === '') return result({ checkFailed: true, ibanError: 'Bitte geben Sie Ihre IBAN ein.' });
  if (!IBAN_SHAPE.test(iban)) {
    return result({ checkFailed: true, ibanError: 'Eine IBAN beginnt mit zwei Buchstaben und zwei Ziffern und enthält nur Buchstaben und Ziffern.' });
  }
  if (swift !== '' && !SWIFT_SHAPE.test(swift)) {
    return result({ checkFailed: true, ibanError: 'Die BIC hat 8 oder 11 Stellen, z. B. COBADEFFXXX. Bitte prüfen Sie Ihre Eingabe.' });
  }
  const country = iban.slice(0, 2);
  const length = ibanLengths[country];
  if (length === undefined) return result({ ibanError: `Das Länderkennzeichen ${country} ist für IBANs nicht bekannt.` });
  if (iban.length !== length) return result({ ibanError: `Eine IBAN mit dem Länderkennzeichen ${country} hat ${length} Stellen.` });
  if (country === 'DE' && !/^DE\d{20}$/.test(iban)) {
    return result({ ibanError: 'Eine deutsche IBAN enthält nach „DE“ nur Ziffern.' });
  }
  if (mod97(iban) !== 1) return result({ ibanError: 'Die IBAN ist nicht gültig. Bitte prüfen Sie Ihre Eingabe.' });

  const bank = country === 'DE' ? bankTable[iban.slice(4, 12)] : undefined;
  return result({ bankName: bank?.bankName ?? '', knownBySAP: bank?.knownBySAP ?? false });
}

// ISO 13616: move the first four characters to the end, letters become 10..35, remainder mod 97.
function mod97(iban: string): number {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = value >= 10 ? (remainder * 100 + value) % 97 : (remainder * 10 + value) % 97;
  }
  return remainder;
}

/** The answer of the IBAN check (funnel.md section 3, IBAN data and result). */
export type IbanCheckResult = {
  /** The input could not be checked: empty, not IBAN-shaped, or a malformed SWIFT. */
  readonly checkFailed: boolean;
  /** The bank is known to the customer system: the address needs completion. */
  readonly knownBySAP: boolean;
  /** Name of the bank for a known German bank code, else empty. */
  readonly bankName: string;
  /** A short German message on what is wrong, empty when the IBAN is valid. */
  readonly ibanError: string;
  /** The IBAN is not German, so the SWIFT (BIC) must be given too (funnel.md section 5). */
  readonly swiftRequired: boolean;
};

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
