import { useEffect, useRef } from 'react';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import type { FunnelStore } from '../funnel/FunnelStore.ts';
import { hasRequestedFieldFocus } from '../ui/requestedFieldFocus.ts';

/**
 * Runs the housekeeping action on every change to a different path (funnel.md section 2): the
 * store's clean-up of the page left (`housekeepOnPathChange`) and the scroll position of the
 * content wrapper and the window back to the top. The browser's own scroll restoration is off, so
 * a step back lands at the top as well. Dialogs close by themselves: each belongs to its path.
 */
export function usePathHousekeeping(context: FunnelContext, path: string, route: string | undefined): void {
  const shown = useRef<{ readonly path: string; readonly route: string | undefined } | undefined>(undefined);
  useEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const left = shown.current;
    shown.current = { path, route };
    if (!left || left.path === path) return;
    housekeepOnPathChange(context.store, left.route);
    // A change link's field, focused already, keeps its place in view.
    if (hasRequestedFieldFocus()) return;
    document.getElementById('content')?.scrollTo?.({ top: 0 });
    window.scrollTo?.({ top: 0 });
  }, [context, path, route]);
}

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
