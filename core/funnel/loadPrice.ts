import type { BillingFrequencyCode } from '../api/entities/billingFrequencyCode.ts';
import { billingFrequencyOf } from './billingFrequencyOf.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { FunnelStore } from './FunnelStore.ts';
import { priceRequestExtras } from './priceRequestExtras.ts';

// Price calls overlap when the reader changes a choice quickly; only the latest one's answer counts.
const latestCall = new WeakMap<FunnelStore, number>();

/**
 * Loads price and delivery-date info for the current addresses and payment choice
 * (priceWithDeliveryDate, funnel.md section 7) into the store. A failed call leads to the server
 * error page (funnel.md section 7); an answer without a usable earliest date makes the start date
 * fall back to the tenant offset (funnel.md section 4, "Price display"). When calls overlap, only
 * the latest one's answer or failure counts; an earlier one answers true and changes nothing.
 */
export async function loadPrice(context: FunnelContext, options: { readonly mailDelivery?: boolean } = {}): Promise<boolean> {
  const { store, api } = context;
  const formData = store.formData.value;
  if (!formData) return false;
  const payment = store.payment.value;
  const call = (latestCall.get(store) ?? 0) + 1;
  latestCall.set(store, call);
  try {
    const answer = await api.priceWithDeliveryDate(formData.salesCampaign.salesCampaignId, {
      mailDelivery: options.mailDelivery ?? null,
      addresses: store.addresses.value ?? {},
      billingFrequency: (billingFrequencyOf(context) as BillingFrequencyCode | undefined) ?? null,
      paymentMethodKey: payment.methodKey ?? null,
      ...priceRequestExtras(context),
    });
    if (latestCall.get(store) !== call) return true;
    const earliest = answer.deliveryDateInfo.earliestDate;
    store.price.value = {
      result: answer.priceResult,
      deliveryDateInfo: answer.deliveryDateInfo,
      callFailed: !/^\d{4}-\d{2}-\d{2}$/.test(earliest),
    };
    return true;
  } catch {
    if (latestCall.get(store) !== call) return true;
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return false;
  }
}
