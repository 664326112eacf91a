import type { OneOffPricing, PaymentInitResponse } from '../../core/api/paymentService.ts';
import { paymentInitRequest } from '../../core/api/paymentService.ts';
import { toCents } from '../../core/pricing/formatEuro.ts';
import type { PaymentProcessKind } from '../payment/PaymentProcess.ts';
import { paymentProcessStore } from '../payment/paymentProcessStore.ts';
import { shopReturnOrigins, shopReturnProblems } from '../payment/shopReturnUrls.ts';
import type { ApiRequest, ApiHandler } from '../server/ApiRequest.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { readTokenBinding } from '../server/formToken.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import type { SandboxContext } from '../server/SandboxContext.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { orderStartDate } from './campaignDeliveryDates.ts';
import { refuseInPreview } from './previewAccess.ts';
import { priceFor } from './priceFor.ts';
import { requireCampaign } from './requireCampaign.ts';

/** The campaign the call's form token was issued for: a process pays an order of that campaign only. */
function tokenCampaign(context: SandboxContext, request: ApiRequest): CampaignRecord {
  const binding = request.token ? readTokenBinding(request.token) : undefined;
  if (!binding) throw apiFailure(403, 'TOKEN_MISMATCH', { message: 'The form token names no campaign.' });
  return requireCampaign(context, binding.salesCampaignId, request.tenant, request);
}

/** A one-off payment's amount: the order's price by card from the campaign, as order/create will compute it. */
function oneOffAmount(context: SandboxContext, campaign: CampaignRecord, pricing: OneOffPricing): number {
  const price = priceFor(context, campaign, {
    addresses: pricing.addresses,
    billingFrequency: pricing.billingFrequency,
    paymentMethodKey: 'Q',
    timeLimit: pricing.timeLimit,
    startDate: orderStartDate(campaign, pricing.startDate, context.now()),
  });
  if (price.noResultAbroad) throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'pricing.addresses', message: `${campaign.id} has no price for this country` }] });
  return toCents(price);
}

/**
 * The init calls of the payment service (platform.md section 7). The browser's body is a request, not a fact (docs/security.md,
 * "Security model"): the shop domain and return URLs must be the tenant's own hosts (in dev and test also the origin
 * the call reached), else 400 INVALID_RETURN_URL; a one-off payment's amount is computed here from the campaign's
 * price and the order's `pricing` (its `order.amountInCent` is not read), and a one-off takes `order` and
 * `settleAccount: false`, the others neither. The process is started under the form token and its campaign, and the
 * provider page is answered as absUrl on the origin the call reached. A staff preview pays nothing (refused).
 */
export function paymentInitHandler(kind: PaymentProcessKind): ApiHandler {
  return async (context, request) => {
    refuseInPreview(request);
    const body = parseJsonBody(request.body, paymentInitRequest);
    const problems = shopReturnProblems(body, await shopReturnOrigins(context, request));
    if (problems.length > 0) throw apiFailure(400, 'INVALID_RETURN_URL', { fields: problems });
    const oneOff = kind === 'cardOneOff';
    if (oneOff && (!body.order || body.settleAccount !== false || !body.pricing)) {
      throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'order', message: 'a one-off payment needs order, settleAccount false and pricing' }] });
    }
    if (!oneOff && (body.order || body.settleAccount !== undefined || body.pricing)) {
      throw apiFailure(400, 'INVALID_BODY', { fields: [{ path: 'order', message: 'only the one-off payment takes an order and its pricing' }] });
    }
    const campaign = tokenCampaign(context, request);
    const process = paymentProcessStore.start(context.db, {
      kind,
      tenant: request.tenant,
      tokenRandom: request.token?.content.random ?? '',
      salesCampaignId: campaign.id,
      amountInCent: oneOff && body.pricing ? oneOffAmount(context, campaign, body.pricing) : undefined,
      request: body,
      now: context.now(),
    });
    const absUrl = `${request.origin.protocol}//${request.origin.host || 'localhost'}/sandbox/payment/${encodeURIComponent(process.processId)}`;
    const answer: PaymentInitResponse = { absUrl, processId: process.processId };
    return { status: 200, json: answer };
  };
}
