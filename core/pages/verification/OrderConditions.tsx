import { useTranslation } from 'react-i18next';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { orderTermsInputOf } from '../../funnel/orderTermsInputOf.ts';
import { orderTerms } from '../../pricing/orderTerms.ts';
import { PriceSummary } from '../payment/PriceSummary.tsx';
import { verificationTexts } from './verificationTexts.ts';

/**
 * Price, term and cancellation, shown directly above the order button as §312j BGB requires, in
 * the one wording of `orderTerms` that is true for the kind of campaign (a time-limited gift ends
 * by itself, a subscription renews until cancelled), then the tenant's text on withdrawal.
 */
export function OrderConditions({ context }: { readonly context: FunnelContext }) {
  const { t } = useTranslation('verification');
  const input = orderTermsInputOf(context);
  const terms = input ? orderTerms(input) : undefined;
  return (
    <section aria-labelledby="order-conditions" className="aside-box">
      <h2 id="order-conditions">{verificationTexts.conditionsHeadline}</h2>
      <PriceSummary context={context} headingLevel={3} />
      {terms ? (
        <dl className="summary-list">
          <dt>{verificationTexts.term}</dt>
          <dd>{terms.term}</dd>
          {terms.cancellation ? (
            <>
              <dt>{verificationTexts.cancellation}</dt>
              <dd>{terms.cancellation}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <p>{t('termAndCancellation')}</p>
    </section>
  );
}
