import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { boundedText } from './entities/boundedText.ts';
import { maybe } from './entities/maybe.ts';

/** The body of order/checkIbanSwift; the answer is an IBAN result. */
export const checkIbanSwiftRequest = object({
  iban: boundedText(32),
  swift: maybe(boundedText(15)),
});

/** The body of order/checkIbanSwift. */
export type CheckIbanSwiftRequest = Infer<typeof checkIbanSwiftRequest>;
