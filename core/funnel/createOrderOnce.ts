import type { CreateOrderResponse } from '../api/entities/createOrderResponse.ts';
import { buildOrderRequest } from './buildOrderRequest.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { FunnelStore } from './FunnelStore.ts';
import { paymentSession } from '../persistence/paymentSessionStorage.ts';
import { tabOrderStorage } from '../persistence/tabOrderStorage.ts';
import { paymentUniqueIdStore } from './paymentUniqueIdStore.ts';
import { setFlowFlag } from './FlowFlags.ts';
import { transactionEvent } from './transactionEvent.ts';

/** How an order attempt ended: created (now or before), or failed with the call's error. */
export type CreateOrderOutcome =
  | { readonly kind: 'created'; readonly result: CreateOrderResponse }
  | { readonly kind: 'failed'; readonly error: unknown };

// One order call in flight per funnel store: a second click while it runs joins it.
const inFlight = new WeakMap<FunnelStore, Promise<CreateOrderOutcome>>();

async function placeOrder(context: FunnelContext, storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): Promise<CreateOrderOutcome> {
  const { store } = context;
  try {
    const salesCampaignId = store.formData.value?.salesCampaign.salesCampaignId ?? '';
    paymentUniqueIdStore.obtain(store, storage, salesCampaignId);
    const result = await context.api.createOrder(buildOrderRequest(context));
    store.orderResult.value = result;
    paymentUniqueIdStore.release(storage);
    // A reload after the order must not bring the order back (docs/decisions.md, "Reload keeps the order").
    tabOrderStorage.clear(storage);
    // An order saved for a payment round trip records that it was created before the page moves
    // on (the flag below navigates): the provider's return URL opened again shows the success page.
    if (paymentSession.readToken(storage)) {
      await import('../persistence/persistFunnelState.ts')
        .then(({ persistFunnelState }) => persistFunnelState(context, storage, { orderCreated: true }))
        .catch((error: unknown) => console.warn('aboflow: the created order could not be recorded in the saved state', error));
    }
    setFlowFlag(store, 'orderCreated', true);
    try {
      context.track(await transactionEvent(context, result));
    } catch (error) {
      // Tracking must never turn a created order into a failure.
      console.warn('aboflow: the transaction event could not be sent', error);
    }
    return { kind: 'created', result };
  } catch (error) {
    return { kind: 'failed', error };
  }
}

/**
 * Creates the order at most once (funnel.md section 4 "Submit"): an order
 * already created is answered from the store without a call; a call in flight is joined, so a
 * double click sends one request; every attempt sends the kept paymentUniqueId, so a retry after a
 * failure or a reload cannot create a second order. On success it stores the result, sets the
 * orderCreated flag and sends the tracking transaction event once. The caller navigates.
 */
export function createOrderOnce(
  context: FunnelContext,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = window.sessionStorage,
): Promise<CreateOrderOutcome> {
  const { store } = context;
  const created = store.orderResult.value;
  if (store.flags.value.orderCreated && created) return Promise.resolve({ kind: 'created', result: created });
  const running = inFlight.get(store);
  if (running) return running;
  const attempt = placeOrder(context, storage).finally(() => inFlight.delete(store));
  inFlight.set(store, attempt);
  return attempt;
}
