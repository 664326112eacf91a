import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import { priceLineCount } from '../../pricing/priceLineCount.ts';
import { lazyWithTimeout } from '../../plugin/lazyWithTimeout.ts';
import { PriceListSkeleton } from '../../ui/PriceListSkeleton.tsx';
import { SuspenseUnlessLoaded } from '../../ui/SuspenseUnlessLoaded.tsx';

// The price wording loads beside the price call it waits for anyway, keeping the Start route's first load small.
const PriceSummary = lazyWithTimeout(() =>
  import(/* webpackChunkName: "offer-price-summary" */ '../payment/PriceSummary.tsx').then((module) => ({ default: module.PriceSummary })),
);

/** Loads the code of the order details' prices (see `preloadOfferSummary`). */
export function preloadOrderDetails(): Promise<unknown> {
  return PriceSummary.preload();
}

// Its own word here: the order form's labels ship with the form, not with the offer summary every page shows.
const startDateLabel = 'Lieferbeginn';

/** The side area's order details: campaign, info points, prices by the price-display rules, start date. */
export function OrderDetails() {
  useSignals();
  const context = useFunnelContext();
  const { store } = context;
  const { t } = useTranslation('start');
  const formData = store.formData.value;
  if (!formData) return null;
  const campaign = formData.salesCampaign;
  const startDate = store.startDate.value;
  return (
    <section className="aside-box" aria-labelledby="order-details-title">
      <h2 id="order-details-title">{t('orderDetails')}</h2>
      <p>
        <strong>{campaign.name}</strong>
      </p>
      {campaign.infoPoints && campaign.infoPoints.length > 0 ? (
        <ul>
          {campaign.infoPoints.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      ) : null}
      <SuspenseUnlessLoaded loaded={PriceSummary.isLoaded()} fallback={<PriceListSkeleton lines={priceLineCount(campaign.printProductType)} />}>
        <PriceSummary context={context} headingLevel={3} />
      </SuspenseUnlessLoaded>
      {startDate && campaign.printProductType !== 'D' ? (
        <p>
          {startDateLabel}: {formatDisplayDate(startDate)}
        </p>
      ) : null}
    </section>
  );
}
