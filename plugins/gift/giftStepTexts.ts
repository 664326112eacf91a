import type { TextNamespace } from '../../core/index.ts';

/**
 * The texts of the gift's start steps (funnel.md section 2: the role choice and the giver's form), the i18next
 * namespace `giftSteps`, loaded with those lazy steps.
 */
export const giftStepTexts = {
  namespace: 'giftSteps',
  texts: {
    roleHeading: 'Verschenken oder beschenkt werden?',
    roleLegend: 'Ihre Rolle bei diesem Geschenkabo',
    roleRequired: 'Bitte wählen Sie aus, ob Sie das Abo verschenken oder geschenkt bekommen.',
    purchaser: 'Ich verschenke das Abo',
    recipient: 'Ich bekomme das Abo geschenkt',
    giverHeadingForRecipient: 'Wer schenkt Ihnen das Abo?',
    giverHeadingOwn: 'Ihre Daten als Schenkende oder Schenkender',
    giverIntroForRecipient:
      'Bitte geben Sie die Daten der Person ein, die Ihnen das Abo schenkt. Ihre eigenen Daten geben Sie im nächsten Schritt ein.',
    giverIntroOwn: 'Bitte geben Sie zuerst Ihre eigenen Daten ein. Die Anschrift der beschenkten Person geben Sie im nächsten Schritt ein.',
  },
} satisfies TextNamespace;
