import type { IbanCheckResultInput } from './IbanCheckResultInput.ts';

/** knownBySAP in the IBAN check's answer marks that the address needs completion (funnel.md section 5 "IBAN"). */
export function needsAddressCompletion(result: IbanCheckResultInput): boolean {
  return result.knownBySAP === true;
}
