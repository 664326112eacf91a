/** The hook a consent-management script exposes to reopen its settings layer. */
interface ConsentManagerWindow {
  readonly aboflowConsent?: { readonly openSettings?: () => void };
}

/** Opens the consent layer when the tenant's consent script has loaded, otherwise the privacy page. */
export function openPrivacySettings(privacyUrl: string): void {
  const consent = (window as unknown as ConsentManagerWindow).aboflowConsent;
  if (consent?.openSettings) {
    consent.openSettings();
    return;
  }
  window.location.assign(privacyUrl);
}
