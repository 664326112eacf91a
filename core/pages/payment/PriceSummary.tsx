import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { formatEuro } from '../../pricing/formatEuro.ts';
import { priceDisplay } from '../../pricing/priceDisplay.ts';
import { pricePeriodLabel } from '../../pricing/pricePeriodLabel.ts';
import { paymentTexts } from './paymentTexts.ts';

/**
 * The price per period: the service's own wording (priceGui, e.g. '478,80 € einmalig für 12 Monate')
 * when it sends one, because only the service knows the period of a gift time limit or a free offer;
 * otherwise the amount under the chosen billing frequency's label.
 */
function periodRow(amount: number, context: FunnelContext): readonly [string, string] {
  const priceGui = context.store.price.value.result?.priceGui?.trim();
  if (priceGui) return [paymentTexts.price, priceGui];
  return [pricePeriodLabel(context.store.payment.value.billingFrequency), formatEuro(amount)];
}

/** The current price as funnel.md section 4 "Price display" decides it: hidden, the campaign's prices, or the price per billing period and the total. */
export function PriceSummary({ context, headingLevel = 2 }: { readonly context: FunnelContext; readonly headingLevel?: 2 | 3 }) {
  useSignals();
  const headingId = useId();
  const formData = context.store.formData.value;
  if (!formData) return null;
  const campaign = formData.salesCampaign;
  const decision = priceDisplay({
    printProductType: campaign.printProductType,
    sapConnectionFailed: formData.sapConnectionFailed === true,
    priceResult: context.store.price.value.result,
    campaignPriceInfos: campaign.priceInfos,
  });
  if (decision.kind === 'hidden') return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rows: (readonly [string, string])[] =
    decision.kind === 'campaignPrices'
      ? decision.priceInfos.map((info) => [info.description, typeof info.price === 'number' ? formatEuro(info.price) : ''] as const)
      : [
          ...(decision.monthlyPrice === null ? [] : [periodRow(decision.monthlyPrice, context)]),
          ...(decision.total === null ? [] : [[paymentTexts.annualPrice, formatEuro(decision.total)] as const]),
        ];
  return (
    <section aria-labelledby={headingId} aria-live="polite">
      <Heading id={headingId}>{paymentTexts.priceHeadline}</Heading>
      {rows.length > 0 ? (
        <ul className="price-list">
          {rows.map(([label, amount], index) => (
            <li key={`${label}-${index}`}>
              <span>{label}</span>
              <strong>{amount}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>{paymentTexts.noPrice}</p>
      )}
    </section>
  );
}
