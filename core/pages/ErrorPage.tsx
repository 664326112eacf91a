import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { OtherOffersLink } from './OtherOffersLink.tsx';
import { PageHeading } from './PageHeading.tsx';

/** ErrorPage (funnel.md sections 2 and 8): server problem, product unavailable, or trial expired (digital or print wording). */
export function ErrorPage({ type }: { readonly type: string | undefined }) {
  useSignals();
  const { store } = useFunnelContext();
  const { t } = useTranslation();
  if (type === 'productunavailable') {
    return (
      <section aria-labelledby="error-title">
        <PageHeading id="error-title">{t('productUnavailable:headline')}</PageHeading>
        <p>{t('productUnavailable:text')}</p>
        <OtherOffersLink label={t('productUnavailable:otherOffersLink')} />
      </section>
    );
  }
  if (type === 'trialexpired') {
    const print = (store.formData.value?.salesCampaign.printProductType ?? store.outcomeProductType.value ?? 'D') !== 'D';
    return (
      <section aria-labelledby="error-title">
        <PageHeading id="error-title">{t(print ? 'trialExpired:headlinePrint' : 'trialExpired:headlineDigital')}</PageHeading>
        <p>{t(print ? 'trialExpired:textPrint' : 'trialExpired:textDigital')}</p>
        <OtherOffersLink label={t('trialExpired:otherOffersLink')} />
      </section>
    );
  }
  return (
    <section aria-labelledby="error-title">
      <PageHeading id="error-title">{t('error:headline')}</PageHeading>
      <p>{t('error:text')}</p>
      <OtherOffersLink label={t('error:otherOffersLink')} />
    </section>
  );
}
