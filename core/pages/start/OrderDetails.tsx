import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import { formatEuro } from '../../pricing/formatEuro.ts';
import { priceDisplay } from '../../pricing/priceDisplay.ts';
import { orderFormLabels as label } from './orderFormLabels.ts';

/** The side area's order details: campaign, info points, prices by the price-display rules, start date. */
export function OrderDetails() {
  useSignals();
  const { store } = useFunnelContext();
  const { t } = useTranslation('start');
  const formData = store.formData.value;
  if (!formData) return null;
  const campaign = formData.salesCampaign;
  const display = priceDisplay({
    printProductType: campaign.printProductType,
    sapConnectionFailed: formData.sapConnectionFailed === true,
    priceResult: store.price.value.result,
    campaignPriceInfos: campaign.priceInfos ?? [],
  });
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
      {display.kind === 'campaignPrices' ? (
        <ul className="price-list">
          {display.priceInfos.map((info) => (
            <li key={info.description}>
              <span>{info.description}</span>
              {typeof info.price === 'number' ? <strong>{formatEuro(info.price)}</strong> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {display.kind === 'calculated' ? (
        <ul className="price-list">
          {display.monthlyPrice !== null ? (
            <li>
              <span>{label.priceMonthly}</span>
              <strong>{formatEuro(display.monthlyPrice)}</strong>
            </li>
          ) : null}
          {display.total !== null ? (
            <li>
              <span>{label.priceTotal}</span>
              <strong>{formatEuro(display.total)}</strong>
            </li>
          ) : null}
        </ul>
      ) : null}
      {startDate && campaign.printProductType !== 'D' ? (
        <p>
          {label.startDateSummary}: {formatDisplayDate(startDate)}
        </p>
      ) : null}
    </section>
  );
}
