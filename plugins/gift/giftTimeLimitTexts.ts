import type { TextNamespace } from '../../core/index.ts';
import type { TextsFunction } from '../../core/ui.ts';

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

/** The German label of a gift time limit: 'unbegrenzt' for 0, '1 Monat', else '3 Monate' and so on. */
export function timeLimitLabel(months: number, t: TextsFunction<typeof giftTimeLimitTexts.texts>): string {
  if (months === 0) return t('unlimited');
  return months === 1 ? t('oneMonth') : t('months', { months });
}
