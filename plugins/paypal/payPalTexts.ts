import type { TextNamespace } from '../../core/index.ts';

/** The PayPal plugin's words on the payment and check pages, the i18next namespace `payPal`; they ship only with the plugin. */
export const payPalTexts = {
  namespace: 'payPal',
  texts: {
    label: 'PayPal',
    agreementGiven: 'PayPal-Zahlungsvereinbarung erteilt',
  },
} satisfies TextNamespace;
