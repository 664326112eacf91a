import type { TextNamespace } from '../../i18n/TextNamespace.ts';

/** The success page's line with the order number(s), as the i18next namespace `successOrderNumbers`. */
export const orderNumberTexts = {
  namespace: 'successOrderNumbers',
  texts: {
    orderNumber: 'Ihre Bestellnummer: {{orderNumbers}}',
    orderNumbers: 'Ihre Bestellnummern: {{orderNumbers}}',
  },
} satisfies TextNamespace;
