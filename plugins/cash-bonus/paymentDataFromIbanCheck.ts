import { compactIban, accountOwnerName } from '../../core/index.ts';

/** The fields of the checkIbanSwift answer read here (funnel.md section 3); the API's IbanResult fits it. */
export interface IbanCheckResultInput {
  readonly checkFailed?: boolean | null;
  readonly ibanError?: boolean | string | null;
  readonly knownBySAP?: boolean | null;
  readonly bankName?: string | null;
}

/** An IBAN check fails on checkFailed or ibanError; the IBAN field then shows an error (funnel.md section 5). */
export function isIbanCheckFailure(result: IbanCheckResultInput): boolean {
  return Boolean(result.checkFailed) || Boolean(result.ibanError);
}

/** knownBySAP in the IBAN check's answer marks that the address needs completion (funnel.md section 5 "IBAN"). */
export function needsAddressCompletion(result: IbanCheckResultInput): boolean {
  return result.knownBySAP === true;
}

/**
 * The bank country of an IBAN: its two leading letters, or the domestic 'DE' when the IBAN was
 * typed without them (funnel.md section 9: domestic country DE). Undefined for an empty IBAN.
 */
export function ibanCountryCode(iban: string | null | undefined): string | undefined {
  const compact = compactIban(iban);
  if (compact === '') return undefined;
  return /^[A-Z]{2}/.test(compact) ? compact.slice(0, 2) : 'DE';
}

/**
 * The payment data after a successful IBAN check (funnel.md section 5 "IBAN"): SEPA with the
 * checked IBAN (and SWIFT when given), the bank name of the answer, the owner (the purchaser's
 * first and last name, or the last name alone) and the bank country code from the IBAN.
 * Undefined when the check failed (see `isIbanCheckFailure`).
 */
export function paymentDataFromIbanCheck(input: {
  readonly request: { readonly iban: string; readonly swift?: string | null };
  readonly result: IbanCheckResultInput;
  readonly purchaser: { readonly firstName?: string | null; readonly lastName?: string | null } | undefined;
}):
  | {
      paymentMethod: 'sepa';
      iban: string;
      swift?: string;
      bankName: string;
      bankAccountOwner: string;
      bankCountryCode: string;
    }
  | undefined {
  const iban = compactIban(input.request.iban);
  const bankCountryCode = ibanCountryCode(iban);
  if (isIbanCheckFailure(input.result) || bankCountryCode === undefined) return undefined;
  const swift = input.request.swift?.trim();
  return {
    paymentMethod: 'sepa',
    iban,
    ...(swift ? { swift } : {}),
    bankName: input.result.bankName ?? '',
    bankAccountOwner: accountOwnerName(input.purchaser),
    bankCountryCode,
  };
}
