import type { FunnelContext } from './FunnelContext.ts';
import { isDayPass } from './isDayPass.ts';
import { priceRequestExtras } from './priceRequestExtras.ts';

/**
 * Whether the order is paid once and so has no billing frequency: a day pass, or a gift with a
 * time limit of 3, 6 or 12 months (funnel.md sections 3 and 9). The payment page then asks for no
 * billing frequency, and neither the price calls nor the order carry one.
 */
export function isPaidOnce(context: FunnelContext): boolean {
  const campaign = context.store.formData.value?.salesCampaign;
  if (!campaign) return false;
  return isDayPass(campaign.salesCampaignId, context.tenant.flags.dayPassPrefixes) || (priceRequestExtras(context).timeLimit ?? 0) > 0;
}
