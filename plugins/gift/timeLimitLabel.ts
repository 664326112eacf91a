import type { TextsFunction } from '../../core/ui.ts';
import type { giftTimeLimitTexts } from './giftTimeLimitTexts.ts';

/** The German label of a gift time limit: 'unbegrenzt' for 0, '1 Monat', else '3 Monate' and so on. */
export function timeLimitLabel(months: number, t: TextsFunction<typeof giftTimeLimitTexts.texts>): string {
  if (months === 0) return t('unlimited');
  return months === 1 ? t('oneMonth') : t('months', { months });
}
