import type { BillingFrequency } from '../../core/api/entities/billingFrequency.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { paymentMethodsFor } from './paymentMethods.ts';
import { requireCampaign } from './requireCampaign.ts';

/** customizing salesCampaign/{id}/paymentMethod/{method}/billingFrequencies: the campaign's group; none for a method it does not offer. */
export const handleBillingFrequencies: ApiHandler = (context, request) => {
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', undefined, request);
  const method = request.params.paymentMethod ?? '';
  const offered = Object.keys(campaign.countries).some((country) => paymentMethodsFor(campaign, country).includes(method));
  if (!offered) return { status: 200, json: [] };
  const frequencies: BillingFrequency[] = context.db
    .prepare('SELECT * FROM billing_frequencies WHERE group_id = ? ORDER BY code')
    .all(campaign.billingFrequencyGroup)
    .map((row) => ({
      code: String(row.code),
      name: String(row.name),
      discountDomestic: Number(row.discount_domestic),
      discountAbroad: Number(row.discount_abroad),
    }));
  return { status: 200, json: frequencies };
};
