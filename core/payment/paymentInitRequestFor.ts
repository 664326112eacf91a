import type { OneOffPricing, PaymentInitRequest } from '../api/paymentService.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { mainAddress, payingParty } from '../funnel/orderPartiesOf.ts';
import { priceQuestion } from '../funnel/priceQuestion.ts';

/** Where the page is served: the origin the provider sends the reader back to. */
export interface ShopLocation {
  readonly origin: string;
  readonly hostname: string;
}

/**
 * The body every payment init call shares (platform.md section 3, "Card and PayPal request"): the
 * purchaser who pays (the order's paying party), the shop's domain and the three return URLs on the reader's own origin, all
 * on the provider's one return route (the provider adds `mode` for back and error).
 */
export function paymentInitRequestFor(
  context: FunnelContext,
  returnPath: string,
  shop: ShopLocation = window.location,
): PaymentInitRequest {
  const { store } = context;
  // The provider's user is whoever pays: the paying order party, else the reader.
  const payer = mainAddress(payingParty(context).addresses);
  const returnUrl = `${shop.origin}${returnPath}`;
  const customerId = store.formData.value?.gpNr ?? null;
  return {
    user: {
      customerId: customerId && /^\d{10}$/.test(customerId) ? customerId : null,
      firstname: (payer?.firstName ?? '').trim().slice(0, 35),
      lastname: (payer?.lastName ?? payer?.companyName ?? '').trim().slice(0, 35),
    },
    shopInfo: { shopDomain: shop.hostname },
    returnUrls: { successUrl: returnUrl, backUrl: returnUrl, errorUrl: returnUrl },
  };
}

/**
 * What a one-off card payment is priced from: the question of the order's price (its addresses, billing frequency,
 * time limit and role) and the start date the order will name. The payment service computes the amount from it and
 * the campaign, so the provider charges what order/create will price (docs/security.md, "Security model").
 */
export function oneOffPricingFor(context: FunnelContext): OneOffPricing {
  const { paymentMethodKey: _byCard, ...question } = priceQuestion(context, context.store.addresses.value ?? {});
  const startDate = context.store.startDate.value;
  return { ...question, startDate: startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : null };
}
