import type { PaymentMethodsResponse } from '../api/paymentMethodsResponse.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { hasNoPriceAbroad } from '../funnel/loadPrice.ts';
import { mainAddress } from '../funnel/orderPartiesOf.ts';
import { isFreeSubscription } from './isFreeSubscription.ts';

/** What the payment page asks the payment methods for (funnel.md section 4): the campaign and the subscriber's country. */
export interface PaymentMethodsQuery {
  readonly salesCampaignId: string;
  readonly countryCode: string;
}

/**
 * The payment methods query of the order in the store, or undefined when the payment page shows no payment form for
 * it: no form data or addresses (back to Start), no price for the address abroad, or a free subscription (on to the
 * check page).
 */
export function paymentMethodsQuery(context: FunnelContext): PaymentMethodsQuery | undefined {
  const formData = context.store.formData.value;
  const addresses = context.store.addresses.value;
  if (!formData || !addresses || hasNoPriceAbroad(context)) return undefined;
  if (isFreeSubscription(formData.salesCampaign, context.store.price.value.result)) return undefined;
  return { salesCampaignId: formData.salesCampaign.salesCampaignId, countryCode: mainAddress(addresses)?.country || 'DE' };
}

const keyOf = (query: PaymentMethodsQuery) => `${query.salesCampaignId} ${query.countryCode}`;

/** The context's latest payment methods call: its query, its answer, and whether the page has taken that answer. */
interface MethodsCall {
  readonly key: string;
  readonly answer: Promise<PaymentMethodsResponse>;
  taken: boolean;
}

const latest = new WeakMap<FunnelContext, MethodsCall>();

function call(context: FunnelContext, query: PaymentMethodsQuery, taken: boolean): MethodsCall {
  const answer = context.api.paymentMethods(query.salesCampaignId, query.countryCode);
  const made = { key: keyOf(query), answer, taken };
  latest.set(context, made);
  return made;
}

/**
 * Asks for the payment methods of the order just restored on a payment page opened afresh (a reload, the way back
 * from a provider), while the page's code still loads: the page takes this answer (`requestPaymentMethods`) instead
 * of asking once it has rendered, one round trip later. Nothing when the page has asked for the same already: its
 * code may have arrived before the restore finished, and its effect runs as soon as the order is in the store.
 */
export function beginPaymentMethodsRequest(context: FunnelContext): void {
  const query = paymentMethodsQuery(context);
  if (!query || latest.get(context)?.key === keyOf(query)) return;
  // The page handles a failure when it takes the answer; until then it is not unhandled.
  call(context, query, false).answer.catch(() => undefined);
}

/**
 * The payment methods for `query`: the answer begun early for the same query, taken once, else a new call (which a
 * restore finishing after it then does not repeat).
 */
export function requestPaymentMethods(context: FunnelContext, query: PaymentMethodsQuery): Promise<PaymentMethodsResponse> {
  const begun = latest.get(context);
  if (begun && !begun.taken && begun.key === keyOf(query)) {
    begun.taken = true;
    return begun.answer;
  }
  return call(context, query, true).answer;
}
