import { effect } from '@preact/signals-react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { takeSnapshot } from './funnelStateSnapshot.ts';
import { tabOrderStorage } from './tabOrderStorage.ts';

/**
 * Keeps this tab's order in session storage while the reader is on the payment or check page: every change of the
 * funnel state writes it anew, a created order removes it (docs/decisions.md, "Reload keeps the order"). The snapshot
 * is the one a payment round trip saves, so it holds no card data, only the provider's pseudo card number. Returns
 * the function that stops keeping it.
 */
export function keepOrderInTab(context: FunnelContext, storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>): () => void {
  return effect(() => {
    const { store } = context;
    if (!store.formData.value) return;
    if (store.flags.value.orderCreated) {
      tabOrderStorage.clear(storage);
      return;
    }
    tabOrderStorage.write(JSON.stringify(takeSnapshot(store, context.plugins)), storage);
  });
}
