import type { TextsFunction } from '../../core/ui.ts';
import type { bonusLabelTexts } from './bonusLabelTexts.ts';

type Classification = 'CASH' | 'MILES_AND_MORE' | 'NON_MONETARY';

const isClassification = (value: string): value is Classification => value === 'CASH' || value === 'MILES_AND_MORE' || value === 'NON_MONETARY';

/** The German label of a bonus classification (funnel.md section 3), from `bonusLabelTexts`; '' for none or an unknown one. */
export function classificationLabel(classification: string | null | undefined, t: TextsFunction<typeof bonusLabelTexts.texts>): string {
  return classification && isClassification(classification) ? t(classification) : '';
}
