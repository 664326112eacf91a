import type { TextNamespace } from '../../core/index.ts';

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
