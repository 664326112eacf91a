import type { TextNamespace } from '../../core/index.ts';

/**
 * The card plugin's notices after the card page (funnel.md section 8, card rows), the i18next namespace `cardReturn`;
 * loaded with the notice, only for a reader whose card was refused.
 */
export const cardReturnTexts = {
  namespace: 'cardReturn',
  texts: {
    declined: 'Ihre Kreditkarte wurde von Ihrer Bank abgelehnt. $t(cardReturn:tryAgain)',
    tooShortValid_one:
      'Ihre Kreditkarte ist für dieses Abonnement nicht lange genug gültig: Sie muss noch mindestens {{count}} Monat gültig sein. $t(cardReturn:tryAgain)',
    tooShortValid_other:
      'Ihre Kreditkarte ist für dieses Abonnement nicht lange genug gültig: Sie muss noch mindestens {{count}} Monate gültig sein. $t(cardReturn:tryAgain)',
    tryAgain: 'Bitte verwenden Sie eine andere Karte oder wählen Sie eine andere Zahlmethode.',
  },
} satisfies TextNamespace;
