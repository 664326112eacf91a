import type { BillingFrequency } from '../api/entities/billingFrequency.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { isPaidOnce } from '../funnel/isPaidOnce.ts';
import { paymentMethodsQuery } from './paymentMethodsRequest.ts';

/** One call for a campaign's billing frequencies of one payment method, and its list once answered. */
interface FrequencyRequest {
  readonly answer: Promise<readonly BillingFrequency[]>;
  list?: readonly BillingFrequency[];
}

// Per funnel, by campaign and method: a campaign's lists do not change while a reader orders, and a payment page
// opened again (back from the check page, a change link) must not show a placeholder where the list stood.
const requests = new WeakMap<FunnelContext, Map<string, FrequencyRequest>>();

const keyOf = (salesCampaignId: string, methodKey: string) => `${salesCampaignId} ${methodKey}`;

function requestsOf(context: FunnelContext): Map<string, FrequencyRequest> {
  const known = requests.get(context) ?? new Map<string, FrequencyRequest>();
  requests.set(context, known);
  return known;
}

/**
 * The billing frequencies of a campaign for one payment method (funnel.md section 7): the funnel's earlier answer or
 * call when there is one, else a new call. A failed call is forgotten, so the next request asks again.
 */
export function requestBillingFrequencies(
  context: FunnelContext,
  salesCampaignId: string,
  methodKey: string,
): Promise<readonly BillingFrequency[]> {
  const known = requestsOf(context);
  const key = keyOf(salesCampaignId, methodKey);
  const asked = known.get(key);
  if (asked) return asked.answer;
  const request: FrequencyRequest = { answer: context.api.billingFrequencies(salesCampaignId, methodKey) };
  known.set(key, request);
  request.answer.then(
    (list) => {
      request.list = list;
    },
    () => {
      if (known.get(key) === request) known.delete(key);
    },
  );
  return request.answer;
}

/** The lists already answered for these methods of the campaign, by method: what the payment page shows at once. */
export function answeredBillingFrequencies(
  context: FunnelContext,
  salesCampaignId: string,
  methodKeys: readonly string[],
): Readonly<Record<string, readonly BillingFrequency[]>> {
  const known = requests.get(context);
  const answered: Record<string, readonly BillingFrequency[]> = {};
  for (const methodKey of methodKeys) {
    const list = known?.get(keyOf(salesCampaignId, methodKey))?.list;
    if (list) answered[methodKey] = list;
  }
  return answered;
}

/**
 * Asks for the billing frequencies of the method a restored order had chosen (a reload, the way back from a provider)
 * beside the payment methods' call, not after the form they wait for: the form then shows the method's list from its
 * first render instead of a placeholder whose height cannot know the list's length.
 */
export function beginRestoredMethodFrequencies(context: FunnelContext): void {
  const query = paymentMethodsQuery(context);
  const methodKey = context.store.payment.value.methodKey;
  if (!query || !methodKey || isPaidOnce(context)) return;
  // The form handles a failure when it asks for the chosen method's list; until then it is not unhandled.
  requestBillingFrequencies(context, query.salesCampaignId, methodKey).catch(() => undefined);
}
