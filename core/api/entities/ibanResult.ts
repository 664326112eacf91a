import { boolean, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/**
 * The answer of checkIbanSwift (funnel.md section 3). `checkFailed` when the check could not be
 * made or the SWIFT does not fit; `ibanError` when the IBAN is wrong; `knownBySAP` marks that the
 * address needs completion.
 */
export const ibanResult = type({
  checkFailed: boolean(),
  knownBySAP: boolean(),
  bankName: maybe(string()),
  ibanError: boolean(),
  /** Added: the IBAN is not German, so a SWIFT must be given too (funnel.md section 5). */
  swiftRequired: maybe(boolean()),
});

/** The answer of checkIbanSwift. */
export type IbanResult = Infer<typeof ibanResult>;
