import { boolean, string } from 'superstruct';
import { boundedText } from './boundedText.ts';
import { maybe } from './maybe.ts';

/**
 * The fields of payment data (funnel.md section 3), shared by the tolerant response shape and the
 * strict request shape (bounded texts; IBAN 32 and SWIFT 15 as funnel.md section 9 gives).
 */
export function paymentDataFields(strict: boolean) {
  const text = (max: number) => maybe(strict ? boundedText(max) : string());
  return {
    /** Front-end method name: card, paypal, sepa or invoice. */
    paymentMethod: text(10),
    truncatedCardPan: text(32),
    ccIns: text(40),
    ccName: text(70),
    ccId: text(40),
    /** Card expiry as yyMM, as the card provider returns it. */
    validUntil: text(10),
    pseudoCardPan: text(40),
    displayCCName: text(70),
    iban: text(32),
    swift: text(15),
    bankDataId: text(40),
    bankName: text(100),
    bankAccountOwner: text(70),
    bankCountryCode: text(2),
    creditCardPayment: maybe(boolean()),
    payPalCode: text(60),
    /** Billing frequency code (01, 02, 04, 12). */
    billingFrequency: text(2),
  };
}
