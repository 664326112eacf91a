import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../app/useFunnelContext.ts';
import { registrationHandover } from '../funnel/registrationHandover.ts';
import { PageHeading } from './PageHeading.tsx';

// This page's own words ship with its chunk, not with every tenant's entry script (docs/performance.md, "Bundle budget").
const registrationTexts = {
  headline: 'Ihre Registrierung war erfolgreich',
  text: 'Vielen Dank! Ihr Benutzerkonto ist eingerichtet und mit Ihrer Bestellung verbunden.',
  textNamed: (lastName: string) => `Vielen Dank, ${lastName}! Ihr Benutzerkonto ist eingerichtet und mit Ihrer Bestellung verbunden.`,
  customerNumber: (gpNr: string) => `Ihre Kundennummer lautet ${gpNr}.`,
};

/** RegistrationSuccess: the own-origin target after the registration that follows an order (platform.md section 4). */
export function RegistrationSuccessPage() {
  const { tenant } = useFunnelContext();
  const { t } = useTranslation('core');
  const handover = registrationHandover.read(window.sessionStorage);
  return (
    <section aria-labelledby="registration-success-title">
      <PageHeading id="registration-success-title">{registrationTexts.headline}</PageHeading>
      <p>{handover?.lastName ? registrationTexts.textNamed(handover.lastName) : registrationTexts.text}</p>
      {handover?.gpNr ? <p>{registrationTexts.customerNumber(handover.gpNr)}</p> : null}
      <p>
        <a className="button button--primary" href={tenant.backLink}>
          {t('toHomePage')}
        </a>
      </p>
    </section>
  );
}
