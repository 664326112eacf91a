import { formatEuro } from '../../core/index.ts';
import type { TextsFunction } from '../../core/ui.ts';
import type { bonusLabelTexts } from './bonusLabelTexts.ts';

/** The additional charge of a bonus or variant as shown on its tile, e.g. 'zzgl. Zuzahlung 4,90 €'; '' without one. */
export function additionalChargesText(
  charges: readonly { readonly value: number }[] | null | undefined,
  t: TextsFunction<typeof bonusLabelTexts.texts>,
): string {
  const total = (charges ?? []).reduce((sum, charge) => sum + charge.value, 0);
  return total > 0 ? t('additionalCharges', { amount: formatEuro(total) }) : '';
}
