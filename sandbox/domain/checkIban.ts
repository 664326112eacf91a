import type { IbanCheckResult } from './IbanCheckResult.ts';
import { bankTable } from './bankTable.ts';
import { ibanLengths } from './ibanLengths.ts';

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
