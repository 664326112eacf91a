import { cardAgreementInit, cardOneOffInit } from './cardCalls.ts';
import { cardReturnPaths } from './cardReturnPaths.ts';
import {
  isRecurringOrder,
  oneOffPricingFor,
  paymentInitRequestFor,
  toCents,
  type FunnelContext,
  type PaymentProviderStart,
  type ShopLocation,
} from '../../core/index.ts';

/**
 * Starts the card's strong customer authentication (funnel.md section 4, "Submit"): the agreement
 * flow for a recurring order (including a print start more than 7 days away), else the one-off
 * payment of the order's amount in cents, named by the order's paymentUniqueId, not yet settled, with the order's
 * pricing, from which the payment service computes the amount it charges.
 */
export function startCardPayment(context: FunnelContext, shop: ShopLocation = window.location): Promise<PaymentProviderStart> {
  if (isRecurringOrder(context)) return cardAgreementInit(context.api, paymentInitRequestFor(context, cardReturnPaths.agreement, shop));
  const { store } = context;
  const orderId = store.paymentUniqueId.value;
  if (!orderId) return Promise.reject(new Error('A one-off card payment needs the order id; leave for the provider through core.'));
  return cardOneOffInit(context.api, {
    ...paymentInitRequestFor(context, cardReturnPaths.oneOff, shop),
    order: {
      orderId,
      orderName: (store.formData.value?.salesCampaign.name ?? orderId).slice(0, 200),
      amountInCent: toCents(store.price.value.result),
    },
    settleAccount: false,
    pricing: oneOffPricingFor(context),
  });
}
