import type { TextNamespace } from '../../core/index.ts';

/**
 * The texts of the lwl start steps (funnel.md section 2: the role choice and the recruiter's form), the i18next
 * namespace `lwlSteps`, loaded with those lazy steps.
 */
export const lwlStepTexts = {
  namespace: 'lwlSteps',
  texts: {
    roleHeading: 'Werben oder geworben werden?',
    roleLegend: 'Ihre Rolle bei „Leser werben Leser“',
    roleRequired: 'Bitte wählen Sie aus, ob Sie einen neuen Abonnenten werben oder geworben wurden.',
    recruiting: 'Ich werbe einen neuen Abonnenten',
    receiving: 'Ich wurde geworben und bestelle das Abo',
    recruiterHeadingForReceiver: 'Wer hat Sie geworben?',
    recruiterHeadingOwn: 'Ihre Daten als Werberin oder Werber',
    recruiterIntroForReceiver:
      'Bitte geben Sie die Daten der Person ein, die Sie geworben hat. Ihre eigenen Daten geben Sie im nächsten Schritt ein.',
    recruiterIntroOwn:
      'Bitte geben Sie zuerst Ihre eigenen Daten ein. Die Anschrift der neuen Abonnentin oder des neuen Abonnenten geben Sie im nächsten Schritt ein.',
  },
} satisfies TextNamespace;
