import type { CreateOrderResponse } from '../../core/api/entities/createOrderResponse.ts';
import { orderRequest } from '../../core/api/entities/orderRequest.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import { hasSubscription } from '../store/hasSubscription.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { loadPartner } from '../store/loadPartner.ts';
import type { ApiHandler } from './ApiHandler.ts';
import { latestStartDate, orderStartDate } from './campaignDeliveryDates.ts';
import { orderPayment } from './orderPayment.ts';
import { refuseInPreview } from './previewAccess.ts';
import { orderCustomerNumber } from './orderCustomerNumber.ts';
import { priceFor } from './priceFor.ts';
import { requireCampaign } from './requireCampaign.ts';
import { validateOrder } from './validateOrder.ts';
import { requireTokenBinding } from '../server/formTokenBinding.ts';
import { toCents } from '../../core/pricing/toCents.ts';
import { forgetStoredState } from '../store/forgetStoredState.ts';

/**
 * order/create: validates the request against the campaign, computes the price itself, decides which payment pays
 * it (`orderPayment`: a card or PayPal order's approved process), stores the order and answers its numbers. Idempotent on paymentUniqueId: a repeated id answers the
 * stored response (409 when the id belongs to another campaign). A staff preview's order is refused.
 * The order is stored under a customer number only when it is the logged-in customer's or the typed
 * one belongs to the orderer's name (orderCustomerNumber); the answer echoes the typed number either way.
 */
export const handleCreateOrder: ApiHandler = (context, request) => {
  refuseInPreview(request);
  const order = parseJsonBody(request.body, orderRequest);
  requireTokenBinding(request.token, request.tenant, order.salesCampaignId);
  const previous = context.db.prepare('SELECT campaign_id, response FROM orders WHERE payment_unique_id = ?').get(order.paymentUniqueId);
  if (previous) {
    if (previous.campaign_id !== order.salesCampaignId) throw apiFailure(409, 'PAYMENT_UNIQUE_ID_USED');
    return { status: 200, json: JSON.parse(String(previous.response)) };
  }
  const campaign = requireCampaign(context, order.salesCampaignId, request.tenant);
  const account = request.accountId === undefined ? undefined : loadAccount(context.db, request.accountId);
  const partner = account?.gpNr ? loadPartner(context.db, account.gpNr) : undefined;
  if (partner && partner.status !== 'active') throw apiFailure(403, 'GP_LOCKED');
  if (partner && campaign.view.preventOrderWithExistingSubscription && hasSubscription(context.db, partner.gpNr, campaign.product, false)) {
    throw apiFailure(409, 'ORDER_EXISTS');
  }
  if (partner && !campaign.view.allowSchnorren && hasSubscription(context.db, partner.gpNr, campaign.product, true)) {
    throw apiFailure(409, 'TRIAL_EXPIRED');
  }
  const uploadExists = order.studentEnrollmentCertificateUploadId
    ? context.db.prepare('SELECT 1 FROM uploads WHERE id = ? AND tenant = ?').get(order.studentEnrollmentCertificateUploadId, request.tenant) !== undefined
    : false;
  const now = context.now();
  const problems = validateOrder(order, campaign, { loggedIn: account !== undefined, uploadExists, today: now });
  // An earlier start is moved to the earliest below (a page left open overnight); a later one than offered is refused.
  if (order.validFrom && order.validFrom > latestStartDate(now)) problems.push({ path: 'validFrom', message: `at most ${latestStartDate(now)}` });
  if (problems.length > 0) throw apiFailure(400, 'ORDER_INVALID', { fields: problems });

  const own = campaign.view.giftSubscription ? order.recipientAddresses : campaign.view.lwl ? order.purchaserAddresses : order.addresses;
  const validFrom = orderStartDate(campaign, order.validFrom, now);
  const price = priceFor(context, campaign, {
    addresses: own,
    billingFrequency: order.purchaserPaymentData?.billingFrequency,
    paymentMethodKey: order.paymentMethodKey,
    timeLimit: order.timeLimit,
    startDate: validFrom,
  });
  const payment = orderPayment(context, {
    order,
    request,
    campaign,
    partner,
    priceInCent: toCents(price),
    paidOnce: price.billingFrequency === '',
    now,
  });
  const stored = { ...order, purchaserPaymentData: payment.purchaserPaymentData };
  const main = own?.privateAddress ?? own?.businessAddress;
  const ordering = order.purchaserAddresses ?? order.addresses;
  const gpNr = orderCustomerNumber(context.db, order, campaign.tenant, partner, ordering?.privateAddress ?? ordering?.businessAddress);
  const count = Number(context.db.prepare('SELECT COUNT(*) AS count FROM orders').get()?.count ?? 0);
  const orderNumber = `${campaign.tenant.toUpperCase()}-${String(40_000_000 + count + 1)}`;
  const temporary = account === undefined;
  const response: CreateOrderResponse = {
    orderNumbers: [orderNumber],
    temporary,
    registrationPossible: account === undefined,
    validFrom,
    gpNr: partner?.gpNr ?? order.gpNr ?? null,
    lastName: main?.lastName ?? main?.companyName ?? null,
    temporaryOrderId: temporary ? `T-${orderNumber}` : null,
  };
  context.db
    .prepare(`INSERT INTO orders (order_number, tenant, campaign_id, payment_unique_id, account_id, gp_nr, payment_method_key,
      billing_frequency, price, annual_price, payment_process_id, request, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
    .run(
      orderNumber, campaign.tenant, campaign.id, order.paymentUniqueId, account?.id ?? null, gpNr,
      order.paymentMethodKey ?? null, price.billingFrequency || null, price.price ?? null, price.annualPrice ?? null, payment.processId,
      JSON.stringify(stored), JSON.stringify(response), now.toISOString(),
    );
  forgetStoredState(context.db, request.token?.content.random ?? '');
  return { status: 200, json: response };
};
