/** Messages of the address form before the order form that core's order-form messages do not cover. */
export const secondPersonFormMessages = {
  emailRequired: 'Bitte geben Sie die E-Mail-Adresse ein.',
  emailInvalid: 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
} as const;
