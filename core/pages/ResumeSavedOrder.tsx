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
import { PrerenderedFrame } from './payment/prerenderedFrame.ts';
import { Skeleton } from '../ui/Skeleton.tsx';

/** Where the page stands with its order: its prerendered frame, a restore under way, a kept order discarded, or ready. */
type Phase = 'framed' | 'resuming' | 'discarded' | 'ready';

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
 * A tenant bundle's HTML holds the payment page's frame (docs/performance.md, "The payment page in the HTML"). While the
 * build renders it and while React hydrates it, the page renders that frame (`PrerenderedFrame`); the order is restored
 * only then, and the page takes the frame's place in one transition, updating the frame's elements.
 */
export function ResumeSavedOrder({ children }: { readonly children: ReactNode }) {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation('core');
  const [location] = useLocation();
  // The server snapshot is what React reads while it renders at build time and while it hydrates that markup.
  const hydrating = useSyncExternalStore(noSubscription, inTheBrowser, beforeTheBrowser);
  const [phase, setPhase] = useState<Phase>(() => {
    if (hydrating && routeOfPath(location)?.name === 'PaymentPage') return 'framed';
    return context.store.formData.value === undefined && paymentSession.readToken() !== undefined ? 'resuming' : 'ready';
  });

  useEffect(() => {
    if (phase !== 'framed' && phase !== 'resuming') return;
    // From the frame the order is restored only now: restored before the markup is React's, it would change what the
    // hydration renders (the header's logo text on a print order).
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
        const next = context.store.formData.value === undefined && tabOrderStorage.takeDiscardedNote() ? 'discarded' : 'ready';
        // From the frame a transition: the frame stays on screen while the page's code is still on its way.
        if (phase === 'framed') startTransition(() => setPhase(next));
        else setPhase(next);
      });
    return () => {
      current = false;
    };
  }, [context, phase]);

  useEffect(() => (phase === 'ready' ? keepOrderInTab(context) : undefined), [context, phase]);

  // The page's own skeleton, so the restored page takes the place it held (no layout shift).
  if (phase === 'resuming') return <Skeleton label={t('loading')} />;
  if (phase === 'discarded') return <KeptOrderDiscarded />;
  return <PrerenderedFrame value={phase === 'framed'}>{children}</PrerenderedFrame>;
}
