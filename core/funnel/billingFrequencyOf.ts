import type { FunnelContext } from './FunnelContext.ts';
import { isPaidOnce } from './isPaidOnce.ts';

/**
 * The billing frequency the price calls and the order carry: the one chosen on the payment page,
 * none before, and none for an order paid once (see `isPaidOnce`), even when one was chosen before
 * the reader switched to a time-limited gift or came with saved payment data.
 */
export function billingFrequencyOf(context: FunnelContext): string | undefined {
  if (isPaidOnce(context)) return undefined;
  const payment = context.store.payment.value;
  return payment.billingFrequency ?? payment.paymentData?.billingFrequency ?? undefined;
}
