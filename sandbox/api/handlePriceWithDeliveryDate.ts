import type { PriceWithDeliveryDateResponse } from '../../core/api/priceWithDeliveryDate.ts';
import { priceWithDeliveryDateRequest } from '../../core/api/priceWithDeliveryDate.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { campaignDeliveryDates } from './campaignDeliveryDates.ts';
import { priceFor } from './priceFor.ts';
import { priceVoucher } from './priceVoucher.ts';
import { requireCampaign } from './requireCampaign.ts';

/**
 * priceWithDeliveryDate/{salesCampaignId}: the price for the earliest start date (reduced by a redeemable `voucherCode`)
 * plus earliest date, invalid dates and release calendar.
 */
export const handlePriceWithDeliveryDate: ApiHandler = async (context, request) => {
  const body = parseJsonBody(request.body, priceWithDeliveryDateRequest);
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  const voucher = await priceVoucher(context, request, campaign, body.voucherCode);
  const dates = campaignDeliveryDates(campaign, context.now());
  const { billingFrequency: _code, ...priceResult } = priceFor(context, campaign, { ...body, startDate: dates.earliestDate, voucher });
  const response: PriceWithDeliveryDateResponse = { priceResult, deliveryDateInfo: dates, releaseCalendar: dates.releaseCalendar };
  return { status: 200, json: response };
};
