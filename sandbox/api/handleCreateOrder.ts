import type { CreateOrderResponse } from '../../core/api/entities/createOrderResponse.ts';
import { orderRequest, type OrderRequest } from '../../core/api/entities/orderRequest.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { parseJsonBody } from '../server/parseJsonBody.ts';
import { hasSubscription, loadPartner } from '../store/loadPartner.ts';
import { loadAccount } from '../store/loadAccount.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { latestStartDate, orderStartDate } from './campaignDeliveryDates.ts';
import { orderPayment } from './orderPayment.ts';
import { refuseInPreview } from './previewAccess.ts';
import { orderCustomerNumber } from './orderCustomerNumber.ts';
import { priceFor } from './priceFor.ts';
import { requireCampaign } from './requireCampaign.ts';
import { validateOrder } from './validateOrder.ts';
import { customerKeyOf, requireVoucherPlugin, resolveVoucher } from './resolveVoucher.ts';
import { redeemVoucher } from './redeemVoucher.ts';
import { requireTokenBinding } from '../server/formToken.ts';
import { toCents } from '../../core/pricing/formatEuro.ts';
import { forgetStoredState } from './storedData.ts';

/**
 * order/create: validates the request against the campaign, computes the price itself, decides which payment pays
 * it (`orderPayment`: a card or PayPal order's approved process), stores the order and answers its numbers. Idempotent on paymentUniqueId: a repeated id answers the
 * stored response (409 when the id belongs to another campaign). A staff preview's order is refused.
 * The order is stored under a customer number only when it is the logged-in customer's or the typed
 * one belongs to the orderer's name (orderCustomerNumber); the answer echoes the typed number either way.
 * A `voucherCode` is resolved, prices the order and is redeemed in the order's transaction (`redeemVoucher`).
 */
/** The addresses of the person who orders: the purchaser's of a gift or lwl order, else the reader's own. */
function ordering(order: OrderRequest) {
  return order.purchaserAddresses ?? order.addresses;
}

export const handleCreateOrder: ApiHandler = async (context, request) => {
  refuseInPreview(request);
  const order = parseJsonBody(request.body, orderRequest);
  if (order.voucherCode) await requireVoucherPlugin(context, request.tenant, 'voucherCode');
  // From here on nothing awaits: the redemption count and the stored order cannot interleave with another order.
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
  const customerKey = customerKeyOf(account?.id, (ordering(order)?.privateAddress ?? ordering(order)?.businessAddress)?.email);
  const voucher = order.voucherCode ? resolveVoucher(context, request, campaign, order.voucherCode, { limited: false, customerKey }) : undefined;
  const price = priceFor(context, campaign, {
    voucher,
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
  const stored = { ...order, purchaserPaymentData: payment.purchaserPaymentData, ...(voucher ? { voucherCode: voucher.code } : {}) };
  const main = own?.privateAddress ?? own?.businessAddress;
  const orderer = ordering(order);
  const gpNr = orderCustomerNumber(context.db, order, campaign.tenant, partner, orderer?.privateAddress ?? orderer?.businessAddress);
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
  context.db.exec('BEGIN IMMEDIATE');
  try {
    if (voucher) redeemVoucher(context, voucher, { orderNumber, customerKey: customerKey ?? `order:${order.paymentUniqueId}`, now });
    context.db
      .prepare(`INSERT INTO orders (order_number, tenant, campaign_id, payment_unique_id, account_id, gp_nr, payment_method_key,
        billing_frequency, price, annual_price, payment_process_id, voucher_code, request, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(
        orderNumber, campaign.tenant, campaign.id, order.paymentUniqueId, account?.id ?? null, gpNr,
        order.paymentMethodKey ?? null, price.billingFrequency || null, price.price ?? null, price.annualPrice ?? null, payment.processId, voucher?.code ?? null,
        JSON.stringify(stored), JSON.stringify(response), now.toISOString(),
      );
    context.db.exec('COMMIT');
  } catch (error) {
    context.db.exec('ROLLBACK');
    throw error;
  }
  forgetStoredState(context.db, request.token?.content.random ?? '');
  return { status: 200, json: response };
};
