import type { BillingFrequencyCode } from '../api/entities/billingFrequencyCode.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { priceRequestExtras } from './priceRequestExtras.ts';

/**
 * Loads price and delivery-date info for the current addresses and payment choice
 * (priceWithDeliveryDate, funnel.md section 7) into the store. An answer without a usable earliest
 * date makes the start date fall back to the tenant offset (funnel.md section 4, "Price display").
 * A failed call: the `preview` on the start page, before the reader's addresses are known, falls
 * back like funnel.md section 4 says (the campaign's predefined prices, start date now plus the
 * offset, off a Sunday) as long as the campaign has predefined prices to show; any other failed
 * call goes to the server error page (funnel.md section 7, platform.md section 8), since no price
 * for the reader's own order can be shown. See the README's decisions.
 */
export async function loadPrice(context: FunnelContext, options: { readonly mailDelivery?: boolean; readonly preview?: boolean } = {}): Promise<boolean> {
  const { store, api } = context;
  const formData = store.formData.value;
  if (!formData) return false;
  const payment = store.payment.value;
  try {
    const answer = await api.priceWithDeliveryDate(formData.salesCampaign.salesCampaignId, {
      mailDelivery: options.mailDelivery ?? null,
      addresses: store.addresses.value ?? {},
      billingFrequency: (payment.billingFrequency as BillingFrequencyCode | undefined) ?? null,
      paymentMethodKey: payment.methodKey ?? null,
      ...priceRequestExtras(context),
    });
    const earliest = answer.deliveryDateInfo.earliestDate;
    store.price.value = {
      result: answer.priceResult,
      deliveryDateInfo: answer.deliveryDateInfo,
      callFailed: !/^\d{4}-\d{2}-\d{2}$/.test(earliest),
    };
    return true;
  } catch {
    if (options.preview && (formData.salesCampaign.priceInfos?.length ?? 0) > 0) {
      store.price.value = { result: undefined, deliveryDateInfo: undefined, callFailed: true };
    } else {
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
    return false;
  }
}
