import { PaymentReturnPage } from '../../core/ui.ts';
import { cardAgreementOutcome, cardOneOffOutcome } from './cardOutcome.ts';

/** The card agreement return (platform.md section 2, /card/agreement/result). */
export function CardAgreementReturnPage() {
  return <PaymentReturnPage methodKey="Q" fetchResult={cardAgreementOutcome} />;
}

/** The card one-off payment return (platform.md section 2, /card/oneoffpay/result). */
export function CardOneOffReturnPage() {
  return <PaymentReturnPage methodKey="Q" fetchResult={cardOneOffOutcome} />;
}
