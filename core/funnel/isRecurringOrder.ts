import { isOrderRecurring } from '../pricing/isOrderRecurring.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { isPaidOnce } from './isPaidOnce.ts';

/**
 * Whether this order is recurring (funnel.md section 4, "Submit"): the campaign says so, or a
 * non-digital campaign that shows a start date starts more than 7 days from now; a purchase paid once (a day pass, a time-limited gift) never is. The card provider
 * chooses its agreement or one-off flow by it; the verification page names the term by it.
 */
export function isRecurringOrder(context: FunnelContext, now: Date = new Date()): boolean {
  const campaign = context.store.formData.value?.salesCampaign;
  if (!campaign) return false;
  // A day pass and a time-limited gift are paid once and never renew.
  if (isPaidOnce(context)) return false;
  return isOrderRecurring({
    printProductType: campaign.printProductType,
    showStartDate: campaign.showStartDate === true,
    recurring: campaign.recurring === true,
    startDate: context.store.startDate.value,
    now,
  });
}
