import type { IbanCheckResultInput } from './IbanCheckResultInput.ts';

/** An IBAN check fails on checkFailed or ibanError; the IBAN field then shows an error (funnel.md section 5). */
export function isIbanCheckFailure(result: IbanCheckResultInput): boolean {
  return Boolean(result.checkFailed) || Boolean(result.ibanError);
}
