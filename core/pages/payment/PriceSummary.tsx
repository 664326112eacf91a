import { useSignals } from '@preact/signals-react/runtime';
import { useId } from 'react';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsOf } from '../../funnel/orderTermsOf.ts';
import { paymentTexts } from './paymentTexts.ts';

/** The current price as funnel.md section 4 "Price display" decides it, in the wording of `orderTerms` (one-off, per period, total). */
export function PriceSummary({ context, headingLevel = 2 }: { readonly context: FunnelContext; readonly headingLevel?: 2 | 3 }) {
  useSignals();
  const headingId = useId();
  const terms = orderTermsOf(context);
  if (!terms || terms.hidden) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section aria-labelledby={headingId} aria-live="polite">
      <Heading id={headingId}>{paymentTexts.priceHeadline}</Heading>
      {terms.prices.length > 0 ? (
        <ul className="price-list">
          {terms.prices.map(({ label, amount }, index) => (
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
