import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { safeExitUrl } from '../navigation/safeExitUrl.ts';
import { PageHeading } from './PageHeading.tsx';

/** OrderExists: the product is already activated; links back to start or to the article (platform.md section 2). */
export function OrderExistsPage() {
  const { tenant, store } = useFunnelContext();
  const { t } = useTranslation('orderExists');
  // Only an article of the tenant's own site is linked (no open redirect through sourceUrl).
  const articleUrl = safeExitUrl(store.entry.value.sourceUrl, tenant, window.location.origin);
  const otherEdition = t('otherEdition');
  return (
    <section aria-labelledby="order-exists-title">
      <PageHeading id="order-exists-title">{t('headline')}</PageHeading>
      <p>{t('text')}</p>
      {otherEdition ? <p>{otherEdition}</p> : null}
      <div className="button-row">
        <a className="button button--primary" href={tenant.backLink}>
          {t('startLink')}
        </a>
        {articleUrl ? (
          <a className="button button--secondary" href={articleUrl}>
            {t('articleLink')}
          </a>
        ) : null}
      </div>
    </section>
  );
}
