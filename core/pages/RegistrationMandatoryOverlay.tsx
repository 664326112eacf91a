import { useTranslation } from 'react-i18next';

/** Covers the page while a registration-mandatory campaign sends a visitor to the login (platform.md section 2). */
export function RegistrationMandatoryOverlay() {
  const { t } = useTranslation('modals');
  return (
    <div className="overlay__card">
      <h1 id="overlay-title">{t('registrationMandatoryHeadline')}</h1>
      <p>{t('registrationMandatoryText')}</p>
      <div className="spinner" role="status" aria-label={t('core:loading')} />
    </div>
  );
}
