import type { FunnelContext } from './FunnelContext.ts';
import { priceRequestContributors, type PriceRequestExtras } from '../extensionPoints/priceRequestContributors.ts';

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

/**
 * Whether a campaign is a day pass: its id starts with one of the tenant's configured prefixes
 * (funnel.md section 9; one publisher uses DSZ1TAG, the default list is empty).
 */
export function isDayPass(salesCampaignId: string, dayPassPrefixes: readonly string[]): boolean {
  return dayPassPrefixes.some((prefix) => prefix !== '' && salesCampaignId.toUpperCase().startsWith(prefix.toUpperCase()));
}

/** The optional price-call fields the active plugins contribute (gift time limit, role). */
export function priceRequestExtras(context: FunnelContext): PriceRequestExtras {
  let extras: PriceRequestExtras = {};
  for (const contributor of context.plugins.get(priceRequestContributors)) {
    if (contributor.isActive(context)) extras = { ...extras, ...contributor.contribute(context) };
  }
  if (!extras.loggedInCustomerRole && context.store.role.value) extras = { ...extras, loggedInCustomerRole: context.store.role.value };
  return extras;
}
