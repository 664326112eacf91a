import { PaymentReturnPage } from '../../core/ui.ts';
import { payPalOutcome } from './payPalAgreement.ts';

/** PayPalAgreementResult (platform.md section 2): the reader is back from PayPal. */
export function PayPalReturnPage() {
  return <PaymentReturnPage methodKey="P" fetchResult={payPalOutcome} />;
}
