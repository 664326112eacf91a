import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { setFlowFlag } from '../funnel/FlowFlags.ts';
import { exitLink } from '../navigation/safeExitUrl.ts';
import { PageHeading } from './PageHeading.tsx';

/** FollowUpOffer: an info page; confirming continues the order (funnel.md section 4). */
export function FollowUpOfferPage() {
  const context = useFunnelContext();
  const { t } = useTranslation('followUpOffer');
  return (
    <section aria-labelledby="follow-up-title">
      <PageHeading id="follow-up-title">{t('headline')}</PageHeading>
      <p>{t('text')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            setFlowFlag(context.store, 'followUpOfferConfirmedByUser', true);
            context.navigate({ route: 'Start' });
          }}
        >
          {t('confirm')}
        </button>
        <a className="button button--secondary" href={exitLink(context.store.entry.value.sourceUrl, context.tenant)}>
          {t('cancel')}
        </a>
      </div>
    </section>
  );
}
