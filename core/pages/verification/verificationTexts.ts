import type { TextNamespace } from '../../i18n/TextNamespace.ts';

/** German texts of the verification page that are the same for every publisher (funnel.md section 2). */
export const verificationTexts = {
  headline: 'Bestellung abschließen',
  orderButton: 'Zahlungspflichtig bestellen',
  busy: 'Ihre Bestellung wird übermittelt …',
  offer: 'Angebot',
  editStartDate: 'Beginn ändern',
  editPayment: 'Zahlungsdaten ändern',
  editParty: (title: string) => (title === 'Ihre Daten' ? 'Ihre Daten ändern' : `${title}: Angaben ändern`),
  editAccount: (heading: string) => `${heading} ändern`,
  offerHeadline: 'Ihr Angebot',
  payerNote: 'Zahlt das Abonnement.',
  paymentHeadline: 'Zahlung',
  conditionsHeadline: 'Preis, Laufzeit und Kündigung',
  privateAddress: 'Anschrift',
  businessAddress: 'Firmenanschrift',
  deliveryAddress: 'Lieferanschrift',
  invoiceAddress: 'Rechnungsanschrift',
  email: 'E-Mail',
  phone: 'Telefon',
  paymentMethod: 'Zahlmethode',
  billingFrequency: 'Zahlungsweise',
  iban: 'IBAN',
  bankName: 'Bank',
  bankAccountOwner: 'Kontoinhaber',
  startDate: 'Beginn',
  term: 'Laufzeit',
  cancellation: 'Kündigung',
  sepa: 'SEPA-Lastschrift',
  invoice: 'Rechnung',
} as const;

/** Address wording of the verification page with an interpolation, as the i18next namespace `verificationAddress`. */
export const addressTexts = {
  namespace: 'verificationAddress',
  texts: {
    postOfficeBox: 'Postfach {{postOfficeBox}}',
  },
} satisfies TextNamespace;
