import type { TextNamespace } from '../../core/index.ts';

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
