/** German texts of the success page that are the same for every publisher. */
export const successTexts = {
  orderNumber: 'Ihre Bestellnummer: {{orderNumbers}}',
  orderNumbers: 'Ihre Bestellnummern: {{orderNumbers}}',
  registrationHeadline: 'Jetzt registrieren',
  contactHeadline: 'Kontakt',
  phone: 'Telefon',
  busy: 'Sie werden zur Registrierung weitergeleitet …',
} as const;
