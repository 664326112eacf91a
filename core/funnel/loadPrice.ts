import type { FunnelContext } from './FunnelContext.ts';
import type { FunnelStore } from './FunnelStore.ts';
import { priceQuestion } from './priceQuestion.ts';
import type { FormData } from '../api/entities/formData.ts';
import type { AddressesInput } from '../api/entities/addressesInput.ts';

// Price calls overlap when the reader changes a choice quickly; only the latest one's answer counts.
const latestCall = new WeakMap<FunnelStore, number>();

/**
 * Loads price and delivery-date info for the current addresses and payment choice
 * (priceWithDeliveryDate, funnel.md section 7) into the store; when the reader chose a selectable
 * start date after the earliest, the price is that date's (priceForDate), so a later payment choice
 * keeps the chosen date's price. It asks with `mailDelivery: true` once the addresses carry the
 * accepted postal delivery (mailDeliveryOf), so every later reload keeps it. An
 * answer without a usable earliest date makes the start date fall back to the tenant offset
 * (funnel.md section 4, "Price display"). When calls overlap, only the latest one's answer or
 * failure counts; an earlier one answers true and changes nothing.
 * A failed call: the `preview` on the start page, before the reader's addresses are known, falls
 * back like funnel.md section 4 says (the campaign's predefined prices, start date now plus the
 * offset, off a Sunday) as long as the campaign has predefined prices to show; any other failed
 * call goes to the server error page (funnel.md section 7, platform.md section 8), since no price
 * for the reader's own order can be shown. See docs/decisions.md, "Price call failure".
 */
export async function loadPrice(context: FunnelContext, options: { readonly preview?: boolean } = {}): Promise<boolean> {
  const { store, api } = context;
  const formData = store.formData.value;
  if (!formData) return false;
  const salesCampaignId = formData.salesCampaign.salesCampaignId;
  const addresses = store.addresses.value ?? {};
  const question = priceQuestion(context, addresses);
  const call = (latestCall.get(store) ?? 0) + 1;
  latestCall.set(store, call);
  try {
    const answer = await api.priceWithDeliveryDate(salesCampaignId, { mailDelivery: mailDeliveryOf(addresses), ...question });
    if (latestCall.get(store) !== call) return true;
    const earliest = answer.deliveryDateInfo.earliestDate;
    const startDate = chosenStartDate(formData, store.startDate.value);
    // Only a selectable date after the earliest has a price of its own; the earliest's came with the answer.
    const ownPrice = startDate !== undefined && startDate > earliest && !(answer.deliveryDateInfo.invalidDates ?? []).includes(startDate);
    const result = ownPrice ? await api.priceForDate(salesCampaignId, { ...question, startDate }) : answer.priceResult;
    if (latestCall.get(store) !== call) return true;
    store.price.value = {
      result,
      deliveryDateInfo: answer.deliveryDateInfo,
      callFailed: !/^\d{4}-\d{2}-\d{2}$/.test(earliest),
    };
    return true;
  } catch {
    if (latestCall.get(store) !== call) return true;
    if (options.preview && (formData.salesCampaign.priceInfos?.length ?? 0) > 0) {
      store.price.value = { result: undefined, deliveryDateInfo: undefined, callFailed: true };
    } else {
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
    return false;
  }
}

/**
 * The start date the reader chose, when the campaign lets them choose one (funnel.md sections 3
 * and 4: print and magazine campaigns with showStartDate); undefined otherwise or when it is not
 * an ISO date.
 */
function chosenStartDate(formData: Pick<FormData, 'salesCampaign'>, startDate: string | undefined): string | undefined {
  const campaign = formData.salesCampaign;
  if (campaign.printProductType === 'D' || campaign.showStartDate !== true) return undefined;
  return startDate && /^\d{4}-\d{2}-\d{2}$/.test(startDate) ? startDate : undefined;
}

/**
 * The `mailDelivery` every priceWithDeliveryDate call asks with (funnel.md section 7): true once an
 * address carries the accepted postal delivery (`mailDeliverySelected`), else null so the server
 * decides by the address.
 */
export function mailDeliveryOf(addresses: AddressesInput | null | undefined): true | null {
  return Object.values(addresses ?? {}).some((address) => address?.mailDeliverySelected === true) ? true : null;
}

/**
 * Whether the last price answer says the campaign has no price for the address abroad
 * (noResultAbroad, funnel.md section 3). Such an order cannot be placed online: without a price
 * there is no binding order (§312j BGB), so the reader stays on Start and is told how to order
 * through the reader service (docs/decisions.md, "No price abroad (`noResultAbroad`)").
 */
export function hasNoPriceAbroad(context: FunnelContext): boolean {
  return context.store.price.value.result?.noResultAbroad === true;
}
