import type { TextNamespace } from '../../core/index.ts';

/**
 * The gift time limit's texts in the order form (funnel.md sections 3 and 9), the i18next namespace `giftTimeLimit`,
 * loaded with the lazy section: the legend and the labels of the choices, `{{months}}` months.
 */
export const giftTimeLimitTexts = {
  namespace: 'giftTimeLimit',
  texts: {
    legend: 'Laufzeit des Geschenkabos',
    unlimited: 'unbegrenzt',
    oneMonth: '1 Monat',
    months: '{{months}} Monate',
  },
} satisfies TextNamespace;
