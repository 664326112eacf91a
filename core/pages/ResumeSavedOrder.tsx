import { useSignals } from '@preact/signals-react/runtime';
import { startTransition, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { routeOfPath } from '../funnel/routeTable.ts';
import { paymentSession } from '../persistence/paymentSessionStorage.ts';
import { keepOrderInTab } from '../persistence/keepOrderInTab.ts';
import { resumeSavedOrder } from '../persistence/resumeSavedOrder.ts';
import { tabOrderStorage } from '../persistence/tabOrderStorage.ts';
import { KeptOrderDiscarded } from './KeptOrderDiscarded.tsx';
import { PaymentFrame } from './payment/PaymentFrame.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

const noSubscription = () => () => {};
const inTheBrowser = () => false;
const beforeTheBrowser = () => true;

/**
 * Before a page that needs the order (payment, verification) decides the order is missing: a reload restores the
 * order this tab kept, or the one it saved on the server for a payment round trip (platform.md section 4). Without a
 * saved order the page renders as it would, and sends the reader to Start; when the tab's kept order no longer fits
 * this release, it says so first. While the page shows, the tab keeps its order for the next reload (docs/decisions.md,
 * "Reload keeps the order").
 *
 * The payment page's frame (`PaymentFrame`) is in a tenant bundle's HTML (docs/performance.md, "The payment page in the
 * HTML"): rendered at build time and while React hydrates it, it stays until the order is restored and the page can
 * take its place in one commit.
 */
export function ResumeSavedOrder({ children }: { readonly children: ReactNode }) {
  const context = useFunnelContext();
  const [location] = useLocation();
  // The server snapshot is what React reads while it renders at build time and while it hydrates that markup.
  const hydrating = useSyncExternalStore(noSubscription, inTheBrowser, beforeTheBrowser);
  const [framed, setFramed] = useState(() => hydrating && routeOfPath(location)?.name === 'PaymentPage');

  useEffect(() => {
    if (!framed) return;
    // Restored only now: an order restored before the markup is React's would change what the hydration renders.
    let current = true;
    void resumeSavedOrder(context)
      .catch(() => undefined)
      .finally(() => {
        // A transition: the frame stays on screen while the page's code and texts are still on their way.
        if (current) startTransition(() => setFramed(false));
      });
    return () => {
      current = false;
    };
  }, [context, framed]);

  return framed ? <PaymentFrame /> : <RestoredOrder>{children}</RestoredOrder>;
}

/** The page once its order is restored (or found missing); a skeleton while the restore is still under way. */
function RestoredOrder({ children }: { readonly children: ReactNode }) {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation('core');
  const missing = context.store.formData.value === undefined;
  const [resuming, setResuming] = useState(() => missing && paymentSession.readToken() !== undefined);
  const [discarded, setDiscarded] = useState(false);

  useEffect(() => {
    if (!resuming) return;
    let current = true;
    resumeSavedOrder(context)
      .then(
        (outcome) => {
          if (outcome.kind === 'refused') console.warn('aboflow: the saved order was refused', outcome.detail);
        },
        (error: unknown) => console.warn('aboflow: the saved order could not be fetched', error),
      )
      .finally(() => {
        if (!current) return;
        setDiscarded(context.store.formData.value === undefined && tabOrderStorage.takeDiscardedNote());
        setResuming(false);
      });
    return () => {
      current = false;
    };
  }, [context, resuming]);

  useEffect(() => (resuming || discarded ? undefined : keepOrderInTab(context)), [context, resuming, discarded]);

  // The page's own skeleton, so the restored page takes the place it held (no layout shift).
  if (resuming) return <Skeleton label={t('loading')} />;
  if (discarded) return <KeptOrderDiscarded />;
  return <>{children}</>;
}
