import type { TextNamespace } from '../../i18n/TextNamespace.ts';

/** German texts of the success page that are the same for every publisher. */
export const successTexts = {
  registrationHeadline: 'Jetzt registrieren',
  contactHeadline: 'Kontakt',
  phone: 'Telefon',
  busy: 'Sie werden zur Registrierung weitergeleitet …',
  nextStepsHeadline: 'So geht es weiter',
  confirmationEmail: 'Ihre Bestellbestätigung senden wir per E-Mail an',
  confirmationByPost: 'Ihre Bestellbestätigung erhalten Sie per Post.',
  accessNow: (product: string) => `Ihr Zugang zu ${product} ist ab sofort freigeschaltet.`,
  accessFrom: (product: string, date: string) => `Ihr Zugang zu ${product} wird am ${date} freigeschaltet.`,
  loginBefore: 'Lesen können Sie, sobald Sie mit Ihrem Benutzerkonto angemeldet sind:',
  loginLink: 'Zur Anmeldung',
  loginAfter: '(noch kein Konto? Registrieren Sie sich kostenlos mit Ihrer E-Mail-Adresse).',
  app: (product: string) =>
    `Lesen Sie ${product} auch unterwegs: Laden Sie die App „${product}“ im App Store oder bei Google Play und melden Sie sich dort mit denselben Zugangsdaten an.`,
  deliveryFrom: (date: string) => `Ihre Zeitung wird ab dem ${date} zugestellt.`,
  magazineFrom: (date: string) => `Ihr Magazin wird ab dem ${date} geliefert.`,
} as const;

/** The success page's line with the order number(s), as the i18next namespace `successOrderNumbers`. */
export const orderNumberTexts = {
  namespace: 'successOrderNumbers',
  texts: {
    orderNumber: 'Ihre Bestellnummer: {{orderNumbers}}',
    orderNumbers: 'Ihre Bestellnummern: {{orderNumbers}}',
  },
} satisfies TextNamespace;
