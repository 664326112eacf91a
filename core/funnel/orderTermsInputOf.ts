import type { OrderTermsInput } from '../pricing/OrderTermsInput.ts';
import { priceDisplay } from '../pricing/priceDisplay.ts';
import { billingFrequencyOf } from './billingFrequencyOf.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { isDayPass, priceRequestExtras } from './isPaidOnce.ts';
import type { PriceResult } from '../api/entities/priceResult.ts';

/** A reduced price in the service's words (core/README.md "Price summary"), or undefined. */
function reducedPriceTextOf(result: PriceResult | undefined): string | undefined {
  return typeof result?.regularPrice === 'number' ? (result.priceGui ?? undefined) : undefined;
}

/**
 * What the order's price and term wording depend on, from the funnel state: the campaign, the
 * last price answer, the chosen billing frequency and the gift time limit the price calls carry.
 * Undefined before the initial load.
 */
export function orderTermsInputOf(context: FunnelContext): OrderTermsInput | undefined {
  const formData = context.store.formData.value;
  if (!formData) return undefined;
  const campaign = formData.salesCampaign;
  return {
    display: priceDisplay({
      printProductType: campaign.printProductType,
      sapConnectionFailed: formData.sapConnectionFailed === true,
      priceResult: context.store.price.value.result,
      campaignPriceInfos: campaign.priceInfos,
    }),
    withCosts: campaign.withCosts === true,
    // Unknown counts as renewing: telling a reader an order ends by itself when it does not would be worse.
    recurring: campaign.recurring !== false,
    dayPass: isDayPass(campaign.salesCampaignId, context.tenant.flags.dayPassPrefixes),
    timeLimit: priceRequestExtras(context).timeLimit,
    billingFrequency: billingFrequencyOf(context),
    subscriptionEndDate: campaign.subscriptionEndDate,
    cancellationInfo: campaign.cancellationInfo,
    period: campaign.priceInfos?.[0]?.description,
    // The price service names the fee it added for payment by invoice (core/README.md "Price summary").
    invoiceFee: context.store.price.value.result?.invoiceFee ?? undefined,
    reducedPriceText: reducedPriceTextOf(context.store.price.value.result),
  };
}
