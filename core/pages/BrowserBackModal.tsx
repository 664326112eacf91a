import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { Modal } from './Modal.tsx';

/** After a completed order, the browser's back button opens this instead of the finished form (funnel.md section 2). */
export function BrowserBackModal({ onClose }: { readonly onClose: () => void }) {
  const { tenant } = useFunnelContext();
  const { t } = useTranslation('modals');
  return (
    <Modal titleId="browser-back-title" onClose={onClose}>
      <h2 id="browser-back-title">{t('browserBackHeadline')}</h2>
      <p>{t('browserBackText')}</p>
      <div className="button-row">
        <a className="button button--primary" href={tenant.backLink}>
          {t('browserBackHomeLink')}
        </a>
        <a className="button button--secondary" href={tenant.contact.myDataUrl}>
          {t('browserBackAccountLink')}
        </a>
      </div>
    </Modal>
  );
}
