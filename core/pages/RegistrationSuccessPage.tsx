import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { registrationHandover } from '../funnel/registrationHandover.ts';
import { PageHeading } from './PageHeading.tsx';

/** RegistrationSuccess: the own-origin target after the registration that follows an order (platform.md section 4). */
export function RegistrationSuccessPage() {
  const { tenant } = useFunnelContext();
  const { t } = useTranslation('core');
  const handover = registrationHandover.read(window.sessionStorage);
  return (
    <section aria-labelledby="registration-success-title">
      <PageHeading id="registration-success-title">{t('registrationSuccessHeadline')}</PageHeading>
      <p>{handover?.lastName ? t('registrationSuccessTextNamed', { lastName: handover.lastName }) : t('registrationSuccessText')}</p>
      {handover?.gpNr ? <p>{t('registrationSuccessCustomerNumber', { gpNr: handover.gpNr })}</p> : null}
      <p>
        <a className="button button--primary" href={tenant.backLink}>
          {t('toHomePage')}
        </a>
      </p>
    </section>
  );
}
