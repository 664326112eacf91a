/**
 * Core's German interface texts (namespace `core`): labels and messages that are the same for
 * every publisher. Tenant-specific wording lives in each tenant package.
 */
export const coreTexts = {
  skipToContent: 'Zum Inhalt springen',
  back: 'Zurück',
  progressLabel: 'Bestellfortschritt',
  progressStep: 'Schritt {{current}} von {{total}}: {{label}}',
  progressSteps: ['Angebot', 'Ihre Daten', 'Zahlung', 'Prüfen', 'Fertig'],
  progressDone: 'erledigt',
  progressCurrent: 'aktueller Schritt',
  footerLabel: 'Rechtliches und Service',
  loading: 'Wird geladen …',
  preview: 'Vorschau für die Verwaltung, nicht live: Bestellungen werden nicht angenommen.',
  retry: 'Erneut versuchen',
  contributionFailed: 'Dieser Bereich konnte nicht geladen werden.',
  retryHint: 'Ihre Eingaben bleiben erhalten.',
  serviceHeading: 'Unser Leserservice hilft Ihnen gern',
  servicePhone: 'Telefon',
  externalLinkHint: '(öffnet in neuem Fenster)',
  contactForm: 'Zum Kontaktformular',
  toHomePage: 'Zur Startseite',
  loggedInTitle: 'Angemeldet',
  loggedInText: 'Sie bestellen mit Ihrem Kundenkonto. Nicht Ihr Konto? Melden Sie sich ab.',
  logoutButton: 'Abmelden',
  configurationErrorTitle: 'Der Bestellshop ist gerade nicht verfügbar',
  configurationErrorText: 'Bitte versuchen Sie es später noch einmal oder wenden Sie sich an unseren Leserservice.',
} as const;
