import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { priceQuestion } from './priceQuestion.ts';

/**
 * Asks priceForDate (funnel.md section 7) for the price of a start date and shows it: the answer
 * replaces the price result and keeps the delivery-date info. `isCurrent` drops an answer that a
 * later question overtook. A failed call leads to the server error page (funnel.md section 7).
 * Resolves whether the price was taken.
 */
export async function loadPriceForDate(
  context: FunnelContext,
  startDate: string,
  options: { readonly addresses?: AddressesInput; readonly isCurrent?: () => boolean } = {},
): Promise<boolean> {
  const { store, api } = context;
  const formData = store.formData.value;
  if (!formData) return false;
  try {
    const result = await api.priceForDate(formData.salesCampaign.salesCampaignId, {
      ...priceQuestion(context, options.addresses ?? store.addresses.value ?? {}),
      startDate,
    });
    if (options.isCurrent && !options.isCurrent()) return false;
    store.price.value = { ...store.price.value, result };
    return true;
  } catch {
    context.navigate({ route: 'ErrorPage', type: 'server' });
    return false;
  }
}
