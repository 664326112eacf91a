import type { ApiHandler } from '../server/ApiRequest.ts';
import { requireCampaign } from './requireCampaign.ts';

/** order/countries/{salesCampaignId}: country code to name. */
export const handleCountries: ApiHandler = (context, request) => {
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  return { status: 200, json: campaign.countries };
};
