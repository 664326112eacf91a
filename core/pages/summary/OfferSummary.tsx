import { useSignals } from '@preact/signals-react/runtime';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { useWideLayout } from '../../ui/useWideLayout.ts';
import { summaryExtras } from '../../extensionPoints/summaryExtras.ts';
import { ContributionBoundary } from '../../ui/ContributionBoundary.tsx';
import { SuspenseUnlessLoaded } from '../../ui/SuspenseUnlessLoaded.tsx';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { isLoadedComponent, lazyWithTimeout } from '../../plugin/lazyWithTimeout.ts';
import { OrderDetails, preloadOrderDetails } from '../start/OrderDetails.tsx';
import { ExtraSpace } from './ExtraSpace.tsx';

// The price wording loads beside the price call it waits for anyway, keeping the Start route's first load small.
const SummaryPrice = lazyWithTimeout(() =>
  import(/* webpackChunkName: "offer-summary-price" */ './SummaryPrice.tsx').then((module) => ({ default: module.SummaryPrice })),
);

/**
 * Loads the code of the offer summary's lazy parts as `context` shows them (the price, the order details' prices, the
 * active summary extras), so that a page hydrated after it hydrates them in the same pass: a part hydrated later renders
 * the store as it is by then (the price answered meanwhile), not as the server rendered it, and React reports a
 * mismatch and renders it anew, dropping what the reader typed into it (docs/performance.md, "Start rendered per
 * reader").
 */
export function preloadOfferSummary(context: FunnelContext): Promise<unknown> {
  const extras = context.plugins.get(summaryExtras).filter((extra) => extra.isActive(context));
  const parts = extras.map((extra) => (extra.component as { readonly preload?: () => Promise<unknown> }).preload?.());
  return Promise.all([SummaryPrice.preload(), preloadOrderDetails(), ...parts]);
}

/**
 * The offer and its price on every funnel step (Start, payment, verification): on a phone a
 * compact bar at the top with the offer's name and price that opens to the order details (a
 * disclosure button with `aria-expanded`); from the wide layout on the side column, sticky while
 * the page scrolls, with the details always open. With `extras` (Start and payment) the plugins' summary extras follow the details, visible
 * in both layouts; `children` are shown below them (the side widgets on a wide page).
 */
export function OfferSummary({ children, extras: withExtras }: { readonly children?: ReactNode; readonly extras?: boolean }) {
  useSignals();
  const context = useFunnelContext();
  const { t } = useTranslation('start');
  const wide = useWideLayout();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const formData = context.store.formData.value;
  if (!formData) return null;
  const extras = withExtras ? context.plugins.get(summaryExtras).filter((extra) => extra.isActive(context)) : [];
  return (
    // The sticky column scrolls itself when taller than the window, so keyboard users can focus it to scroll.
    <aside className="page-aside offer-summary" aria-label={t('orderDetails')} tabIndex={wide ? 0 : undefined}>
      <h2 className="offer-summary__heading">
        <button
          type="button"
          className="offer-summary__toggle"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          <span className="offer-summary__name">{formData.salesCampaign.name}</span>
          <span className="offer-summary__price">
            <SuspenseUnlessLoaded loaded={SummaryPrice.isLoaded()} fallback={<span className="skeleton__block skeleton__text" />}>
              <SummaryPrice context={context} />
            </SuspenseUnlessLoaded>
          </span>
          <span className="offer-summary__action">Details</span>
        </button>
      </h2>
      <div id={detailsId} className={open ? 'offer-summary__details offer-summary__details--open' : 'offer-summary__details'}>
        <OrderDetails />
      </div>
      {extras.map((extra) => (
        <ContributionBoundary key={extra.id} id={extra.id} fallback={<ExtraSpace extra={extra} />} loaded={isLoadedComponent(extra.component)}>
          <extra.component context={context} compact={!wide} />
        </ContributionBoundary>
      ))}
      {children}
    </aside>
  );
}
