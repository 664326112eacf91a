import type { TextNamespace } from '../../core/index.ts';

/**
 * The loyalty number's message that the order form's validator needs (funnel.md section 5 "Loyalty number"), the
 * i18next namespace `loyalty`: registered with the plugin, so a tenant without it ships none of its texts.
 */
export const loyaltyTexts = {
  namespace: 'loyalty',
  texts: {
    invalid: 'Bitte prüfen Sie Ihre Miles & More Servicekartennummer: Sie besteht nur aus Ziffern, und die Prüfziffer muss stimmen.',
  },
} satisfies TextNamespace;
