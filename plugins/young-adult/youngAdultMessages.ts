import { birthDateFormatMessage } from './birthDateFormatMessage.ts';

/**
 * German messages of the young-adult checks (funnel.md section 8 "Young adult") that the form's
 * texts (`youngAdultFormTexts`) do not word. `notVerified` shows when the birth date is no date, so
 * the ID card could not be checked against it; `invalidIdCard` when a typed ID field has the wrong shape.
 */
export const youngAdultMessages = {
  birthDateFormat: birthDateFormatMessage,
  notVerified: 'Ihr Ausweis oder Ihr Geburtsdatum konnte nicht geprüft werden.',
  invalidIdCard: 'Die Ausweisdaten sind ungültig. Bitte prüfen Sie Ihre Eingaben.',
} as const;
