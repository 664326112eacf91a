import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { routeOfPath } from '../funnel/routeTable.ts';
import { beginRestoredMethodFrequencies } from '../payment/billingFrequencyRequests.ts';
import { beginPaymentMethodsRequest } from '../payment/paymentMethodsRequest.ts';
import { resumeFunnelState, type ResumeOutcome } from './resumeFunnelState.ts';

/**
 * Restores a reloaded payment or check page's order, the tab's own copy first (`resumeFunnelState`, `keptFirst`). On the
 * payment page a restored order's payment methods, and the billing frequencies of its chosen method, are asked for at
 * once, beside the page's code: the form the page renders waits for them.
 */
export async function resumeOrderOnReload(
  context: FunnelContext,
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  path: string = globalThis.location?.pathname ?? '',
): Promise<ResumeOutcome> {
  const outcome = await resumeFunnelState(context, storage, 'keptFirst');
  if (outcome.kind === 'restored' && routeOfPath(path.replace(/\/+$/, ''))?.name === 'PaymentPage') {
    beginPaymentMethodsRequest(context);
    beginRestoredMethodFrequencies(context);
  }
  return outcome;
}
