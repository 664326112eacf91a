import { priceForDateRequest } from '../../core/api/priceForDate.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { campaignDeliveryDates, latestStartDate } from './campaignDeliveryDates.ts';
import { priceFor } from './priceFor.ts';
import { priceVoucher } from './priceVoucher.ts';
import { requireCampaign } from './requireCampaign.ts';

/**
 * priceForDate/{salesCampaignId}: the price for a start date, with the campaign's announced price change
 * from its date on, reduced by a redeemable `voucherCode`; a date before the earliest, after the latest (90 days ahead) or on an invalid day is refused (400).
 */
export const handlePriceForDate: ApiHandler = async (context, request) => {
  const body = parseJsonBody(request.body, priceForDateRequest);
  const campaign = requireCampaign(context, request.params.salesCampaignId ?? '', request.tenant, request);
  const dates = campaignDeliveryDates(campaign, context.now());
  const latest = latestStartDate(context.now());
  if (body.startDate < dates.earliestDate || body.startDate > latest || dates.invalidDates.includes(body.startDate)) {
    throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'startDate', message: `from ${dates.earliestDate} to ${latest}, no Sundays or public holidays` }] });
  }
  const voucher = await priceVoucher(context, request, campaign, body.voucherCode);
  const { billingFrequency: _code, ...priceResult } = priceFor(context, campaign, { ...body, voucher });
  return { status: 200, json: priceResult };
};
