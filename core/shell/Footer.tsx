import { useTranslation } from 'react-i18next';
import type { Tenant } from '../tenant/defineTenant.ts';

/** Footer with imprint, privacy, accessibility statement, operator details, the cancellation link and privacy settings. */
export function Footer({ tenant }: { readonly tenant: Tenant }) {
  const { t } = useTranslation('legal');
  const links = [
    { href: tenant.legal.imprintUrl, label: t('imprint') },
    { href: tenant.legal.privacyUrl, label: t('privacy') },
    { href: tenant.legal.accessibilityUrl, label: t('accessibility') },
    { href: tenant.legal.operatorDetailsUrl, label: t('operatorDetails') },
    { href: tenant.legal.cancellationUrl, label: t('cancellation') },
  ];
  return (
    <footer className="footer">
      <nav aria-label={t('core:footerLabel')} className="footer__inner">
        <ul className="footer__links">
          {links.map((link) => (
            <li key={link.href + link.label}>
              <a href={link.href} className="footer__link">
                {link.label}
              </a>
            </li>
          ))}
          <li>
            <button type="button" className="footer__link footer__button" onClick={() => openPrivacySettings(tenant.legal.privacyUrl)}>
              {t('privacySettings')}
            </button>
          </li>
        </ul>
      </nav>
    </footer>
  );
}

/** The hook a consent-management script exposes to reopen its settings layer. */
interface ConsentManagerWindow {
  readonly aboflowConsent?: { readonly openSettings?: () => void };
}

/** Opens the consent layer when the tenant's consent script has loaded, otherwise the privacy page. */
function openPrivacySettings(privacyUrl: string): void {
  const consent = (window as unknown as ConsentManagerWindow).aboflowConsent;
  if (consent?.openSettings) {
    consent.openSettings();
    return;
  }
  window.location.assign(privacyUrl);
}
