import type { FunnelStore } from './FunnelStore.ts';

/**
 * The housekeeping action of every change to a different path (funnel.md section 2), for the
 * store: notices that belong to the page being left are cleared, so they never show again on a
 * later visit. Today that is the payment page's notices about the last provider round trip
 * (cancelled at the provider, or refused by the provider's plugin). Dialogs and the scroll
 * position are the app's part (see `usePathHousekeeping`).
 */
export function housekeepOnPathChange(store: FunnelStore, leftRoute: string | undefined): void {
  if (leftRoute !== 'PaymentPage') return;
  store.paymentReturnNotice.value = undefined;
}
