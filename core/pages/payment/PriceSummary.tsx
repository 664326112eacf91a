import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { priceLineCount } from '../../pricing/priceLineCount.ts';
import { priceLines } from '../../pricing/priceLines.ts';
import { PriceListSkeleton } from '../../ui/PriceListSkeleton.tsx';
import { NoPriceAbroadNotice } from './NoPriceAbroadNotice.tsx';
import { paymentTexts } from './paymentTexts.ts';

/**
 * The current price as funnel.md section 4 "Price display" decides it, in the price lines of
 * `orderTerms` (one-off, per period, total), or that none exists abroad with how to order instead.
 */
export function PriceSummary({ context, headingLevel = 2 }: { readonly context: FunnelContext; readonly headingLevel?: 2 | 3 }) {
  useSignals();
  const headingId = useId();
  const input = orderTermsInputOf(context);
  if (!input || input.display.kind === 'hidden') return null;
  const price = context.store.price.value;
  // While the first price call is out the box keeps its place (a fallback price first would change under the reader's eyes).
  if (!price.result && !price.callFailed) return <PriceListSkeleton lines={priceLineCount(context.store.formData.value?.salesCampaign.printProductType ?? 'D')} headingLevel={headingLevel} />;
  const lines = priceLines(input);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} aria-live="polite">
      <Heading id={headingId}>{paymentTexts.priceHeadline}</Heading>
      {lines.length > 0 ? (
        <ul className="price-list">
          {lines.map(({ label, amount }, index) => (
            <li key={`${label}-${index}`}>
              <span>{label}</span>
              <strong>{amount}</strong>
            </li>
          ))}
        </ul>
      ) : (
        <p>{paymentTexts.noPrice}</p>
      )}
      {input.display.kind === 'noPriceAbroad' ? <NoPriceAbroadNotice tenant={context.tenant} full={false} /> : null}
    </section>
  );
}
