import type { TextNamespace } from '../../core/index.ts';

/**
 * The lwl texts that code outside the plugin's lazy chunks reads (funnel.md sections 3 and 4), the i18next namespace
 * `lwl`: the two people's headings on the check page, the heading of the order form when it takes the new
 * subscriber's data, and the heading of the recruiter's payout account. Registered with the plugin.
 */
export const lwlTexts = {
  namespace: 'lwl',
  texts: {
    recruiterTitle: 'Werbende Person',
    subscriberTitle: 'Neue Abonnentin oder neuer Abonnent',
    subscriberFormHeading: 'Daten der neuen Abonnentin oder des neuen Abonnenten',
    payoutHeading: 'Konto für die Werbeprämie',
  },
} satisfies TextNamespace;
