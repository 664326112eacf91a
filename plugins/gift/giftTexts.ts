import type { TextNamespace } from '../../core/index.ts';

/**
 * The gift texts that code outside the plugin's lazy chunks reads (funnel.md sections 4 and 5), the i18next namespace
 * `gift`: the time limit's message of the order form's validator, the two people's headings on the check page, the
 * heading of the order form when it takes the recipient's data and the success page's delivery line. Registered with the plugin.
 */
export const giftTexts = {
  namespace: 'gift',
  texts: {
    timeLimitRequired: 'Bitte wählen Sie die Laufzeit des Geschenkabos.',
    giverTitle: 'Schenkende Person',
    recipientTitle: 'Beschenkte Person',
    recipientFormHeading: 'Daten der beschenkten Person',
    deliveryFrom: 'Die beschenkte Person erhält ihr Abonnement ab dem {{startDate}}.',
  },
} satisfies TextNamespace;
