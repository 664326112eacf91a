import type { TextNamespace } from '../../core/index.ts';

/**
 * The card plugin's words on the payment and check pages, the i18next namespace `card`: the method's name and the
 * lines that describe the chosen card (funnel.md section 4). They ship only with the plugin.
 */
export const cardTexts = {
  namespace: 'card',
  texts: {
    label: 'Kreditkarte',
    endsWith: 'endet auf {{last4}}',
    validUntil: 'gültig bis {{month}}/{{year}}',
    declined:
      'Ihre Kreditkarte wurde von Ihrer Bank abgelehnt. Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
    tooShortValid_one:
      'Ihre Kreditkarte ist für dieses Abonnement nicht lange genug gültig: Sie muss noch mindestens {{count}} Monat gültig sein. Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
    tooShortValid_other:
      'Ihre Kreditkarte ist für dieses Abonnement nicht lange genug gültig: Sie muss noch mindestens {{count}} Monate gültig sein. Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
  },
} satisfies TextNamespace;
