import { useTranslation } from 'react-i18next';
import type { SalesCampaign } from '../../api/entities/salesCampaign.ts';
import { formatDisplayDate } from '../../format/formatDisplayDate.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { isDayPass } from '../../funnel/isDayPass.ts';
import { isRecurringOrder } from '../../funnel/isRecurringOrder.ts';
import { PriceSummary } from '../payment/PriceSummary.tsx';
import { verificationTexts } from './verificationTexts.ts';

function termOf(campaign: SalesCampaign, recurring: boolean, dayPass: boolean): string {
  if (dayPass) return verificationTexts.termDayPass;
  if (campaign.subscriptionEndDate) {
    const endDate = formatDisplayDate(campaign.subscriptionEndDate);
    if (endDate) return verificationTexts.termUntil.replace('{{endDate}}', endDate);
  }
  return recurring ? verificationTexts.termRecurring : '';
}

/**
 * Price, term and cancellation conditions, shown directly above the order button as German law
 * requires (issue 4 section 7): the current price, the campaign's term and cancellation info and
 * the tenant's text on term and cancellation.
 */
export function OrderConditions({ context, campaign }: { readonly context: FunnelContext; readonly campaign: SalesCampaign }) {
  const { t } = useTranslation('verification');
  const term = termOf(campaign, isRecurringOrder(context), isDayPass(campaign.salesCampaignId, context.tenant.flags.dayPassPrefixes));
  return (
    <section aria-labelledby="order-conditions" className="aside-box">
      <h2 id="order-conditions">{verificationTexts.conditionsHeadline}</h2>
      <PriceSummary context={context} headingLevel={3} />
      {term ? (
        <dl className="summary-list">
          <dt>{verificationTexts.term}</dt>
          <dd>{term}</dd>
        </dl>
      ) : null}
      {campaign.cancellationInfo ? <p>{campaign.cancellationInfo}</p> : null}
      <p>{t('termAndCancellation')}</p>
    </section>
  );
}
