import type { BonusInput } from '../api/bonusInput.ts';
import { checkBonusTexts } from './checkBonusTexts.ts';
import type { FieldError } from './FieldError.ts';

/** The German label of each classification (platform.md section 3), which a bonus's label follows. */
export const classificationLabels = { CASH: 'Barprämie', MILES_AND_MORE: 'Miles&More Prämie', NON_MONETARY: 'Sachprämie' } as const;

/**
 * The rules of a bonus update: a title, a link only with a linkText and as an http(s) address,
 * no empty info point, a real validFrom day, and a cash amount exactly for a cash bonus.
 * Shared by the admin UI (before sending) and the server.
 */
export function validateBonus(bonus: BonusInput): FieldError[] {
  const errors = checkBonusTexts(bonus);
  if (bonus.classification === 'CASH' && !(bonus.cashBonus !== null && bonus.cashBonus > 0)) {
    errors.push({ path: 'cashBonus', message: 'Bitte geben Sie den Betrag der Barprämie ein.' });
  }
  if (bonus.classification !== 'CASH' && bonus.cashBonus !== null) {
    errors.push({ path: 'cashBonus', message: 'Nur eine Barprämie hat einen Betrag.' });
  }
  return errors;
}
