import { type TextNamespace, formatEuro } from '../../core/index.ts';
import type { TextsFunction } from '../../core/ui.ts';

/**
 * The words of a bonus that both the bonus tile and the check page use (funnel.md section 3): the classification's
 * label and the extra charge (`{{amount}}`), the i18next namespace `bonusLabels`, loaded with either lazy component.
 */
export const bonusLabelTexts = {
  namespace: 'bonusLabels',
  texts: {
    CASH: 'Barprämie',
    MILES_AND_MORE: 'Miles&More Prämie',
    NON_MONETARY: 'Sachprämie',
    additionalCharges: 'zzgl. Zuzahlung {{amount}}',
  },
} satisfies TextNamespace;

type Classification = 'CASH' | 'MILES_AND_MORE' | 'NON_MONETARY';

const isClassification = (value: string): value is Classification =>
  value === 'CASH' || value === 'MILES_AND_MORE' || value === 'NON_MONETARY';

/** The German label of a bonus classification (funnel.md section 3), from `bonusLabelTexts`; '' for none or an unknown one. */
export function classificationLabel(classification: string | null | undefined, t: TextsFunction<typeof bonusLabelTexts.texts>): string {
  return classification && isClassification(classification) ? t(classification) : '';
}

/** The additional charge of a bonus or variant as shown on its tile, e.g. 'zzgl. Zuzahlung 4,90 €'; '' without one. */
export function additionalChargesText(
  charges: readonly { readonly value: number }[] | null | undefined,
  t: TextsFunction<typeof bonusLabelTexts.texts>,
): string {
  const total = (charges ?? []).reduce((sum, charge) => sum + charge.value, 0);
  return total > 0 ? t('additionalCharges', { amount: formatEuro(total) }) : '';
}

/** The chosen bonuses' block on the check page (funnel.md sections 2 and 4), the i18next namespace `bonusVerification`, loaded with the lazy block. */
export const bonusVerificationTexts = {
  namespace: 'bonusVerification',
  texts: {
    headingOne: 'Ihre Prämie',
    headingMany: 'Ihre Prämien',
    editOne: 'Prämie ändern',
    editMany: 'Prämien ändern',
    kind: 'Prämie',
    fixed: 'Fester Bestandteil des Angebots',
  },
} satisfies TextNamespace;
