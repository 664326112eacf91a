import type { FunnelContext } from '../../core/index.ts';

/**
 * The lwl payout rule: in an lwl campaign the cash bonus goes to the recruiter, as the order's
 * agentPaymentData (funnel.md sections 3 and 4), not into the purchaser's payment data.
 */
export function paysOutToRecruiter(context: FunnelContext): boolean {
  return context.store.formData.value?.salesCampaign.lwl === true;
}
