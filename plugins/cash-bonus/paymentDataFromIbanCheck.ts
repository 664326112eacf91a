import { accountOwnerName, compactIban } from '../../core/index.ts';
import type { IbanCheckResultInput } from './IbanCheckResultInput.ts';
import { ibanCountryCode } from './ibanCountryCode.ts';
import { isIbanCheckFailure } from './isIbanCheckFailure.ts';

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
