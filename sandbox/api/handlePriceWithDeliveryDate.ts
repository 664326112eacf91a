import { priceWithDeliveryDateRequest } from '../../core/api/priceWithDeliveryDate.ts';
import type { PriceWithDeliveryDateResponse } from '../../core/api/priceWithDeliveryDate.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from './ApiHandler.ts';
import { campaignDeliveryDates } from './campaignDeliveryDates.ts';
import { priceFor } from './priceFor.ts';
import { requireCampaign } from './requireCampaign.ts';

/** priceWithDeliveryDate/{salesCampaignId}: the price for the earliest start date plus earliest date, invalid dates and release calendar. */
export const handlePriceWithDeliveryDate: ApiHandler = (context, request) => {
  const body = parseJsonBody(request.body, priceWithDeliveryDateRequest);
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  const dates = campaignDeliveryDates(campaign, context.now());
  const { billingFrequency: _code, ...priceResult } = priceFor(context, campaign, { ...body, startDate: dates.earliestDate });
  const response: PriceWithDeliveryDateResponse = { priceResult, deliveryDateInfo: dates, releaseCalendar: dates.releaseCalendar };
  return { status: 200, json: response };
};
