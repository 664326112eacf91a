import type { ApiHandler } from './ApiHandler.ts';
import { paymentMethodsFor } from './paymentMethodsFor.ts';
import { requireCampaign } from './requireCampaign.ts';

/** order/paymentmethods/{salesCampaignId}/{countryCode}: the method keys for that country (none for free campaigns). */
export const handlePaymentMethods: ApiHandler = (context, request) => {
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  const country = (request.params.countryCode ?? '').toUpperCase();
  return { status: 200, json: campaign.view.withCosts === false ? [] : paymentMethodsFor(campaign, country) };
};
