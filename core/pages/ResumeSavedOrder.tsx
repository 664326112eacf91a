import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { paymentSession } from '../persistence/paymentSessionStorage.ts';
import { keepOrderInTab } from '../persistence/keepOrderInTab.ts';
import { resumeSavedOrder } from '../persistence/resumeSavedOrder.ts';
import { tabOrderStorage } from '../persistence/tabOrderStorage.ts';
import { KeptOrderDiscarded } from './KeptOrderDiscarded.tsx';
import { Skeleton } from '../ui/Skeleton.tsx';

/**
 * Before a page that needs the order (payment, verification) decides the order is missing: a reload restores the
 * order this tab kept, or the one it saved on the server for a payment round trip (platform.md section 4). Without a
 * saved order the page renders as it would, and sends the reader to Start; when the tab's kept order no longer fits
 * this release, it says so first. While the page shows, the tab keeps its order for the next reload (docs/decisions.md,
 * "Reload keeps the order").
 */
export function ResumeSavedOrder({ children }: { readonly children: ReactNode }) {
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
