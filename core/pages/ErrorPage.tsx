import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { navigate } from 'wouter/use-browser-location';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { serviceHoursText, telHref } from '../format/serviceHoursText.ts';
import { rememberedRetryPath, routePath } from '../funnel/routeTable.ts';
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
  return <ServerErrorPage />;
}

/** Steps a retry may return to: each repeats only what is safe (reading the offer, or the reader's own next click). */
const retrySteps = [routePath('Start'), routePath('PaymentPage'), routePath('VerificationPage')];

/**
 * Where "Erneut versuchen" leads: back to the step that failed with everything kept (the history entry of the
 * error page remembers it, see `createFunnelRuntime`), else to Start, which reloads the offer. The order is
 * never sent again by the retry itself: on the verification page the reader orders again, with the same
 * paymentUniqueId, so the service stores one order.
 */
function retryPath(): string {
  const remembered = rememberedRetryPath(window.history.state);
  return remembered !== undefined && retrySteps.includes(remembered) ? remembered : routePath('Start');
}

/** The server problem (funnel.md section 8): the tenant's text, a retry, the tenant's hotline with its service hours, and the other offers. */
function ServerErrorPage() {
  const { tenant, store } = useFunnelContext();
  const { t } = useTranslation();
  const { phone, serviceHours } = tenant.contact;
  return (
    <section aria-labelledby="error-title" className="server-error">
      <PageHeading id="error-title">{t('error:headline')}</PageHeading>
      <p>{t('error:text')}</p>
      <div className="button-row server-error__actions">
        {store.flags.value.orderCreated ? null : (
          <button type="button" className="button button--primary" aria-describedby="retry-hint" onClick={() => navigate(retryPath())}>
            {t('retry')}
          </button>
        )}
        <a className="button button--secondary" href={tenant.otherOffersUrl}>
          {t('error:otherOffersLink')}
        </a>
      </div>
      {store.flags.value.orderCreated ? null : (
        <p id="retry-hint" className="field__hint">
          {t('retryHint')}
        </p>
      )}
      <div className="aside-box server-error__service">
        <h2>{t('serviceHeading')}</h2>
        <p>
          {t('servicePhone')}:{' '}
          <a href={telHref(phone)} className="server-error__phone">
            {phone}
          </a>
          <br />
          {serviceHoursText(serviceHours)}
        </p>
      </div>
    </section>
  );
}

/** The link to the tenant's other offers, shown on every error page. */
function OtherOffersLink({ label }: { readonly label: string }) {
  const { tenant } = useFunnelContext();
  return (
    <p>
      <a className="button button--primary" href={tenant.otherOffersUrl}>
        {label}
      </a>
    </p>
  );
}
