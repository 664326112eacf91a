import { isRealIsoDate } from '../../core/index.ts';
import type { BonusInput } from '../api/bonusInput.ts';
import type { FieldError } from './FieldError.ts';

/** The errors of a bonus tile's texts, shared by the update and the complex bonus creation. */
export function checkBonusTexts(bonus: Pick<BonusInput, 'title' | 'link' | 'linkLabel' | 'infoPoints' | 'validFrom'>): FieldError[] {
  const errors: FieldError[] = [];
  if (bonus.title.trim() === '') errors.push({ path: 'title', message: 'Bitte geben Sie einen Titel ein.' });
  if (bonus.link.trim() !== '') {
    if (!/^https?:\/\/[^\s/$.?#][^\s]*$/i.test(bonus.link.trim())) {
      errors.push({ path: 'link', message: 'Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.' });
    }
    if (bonus.linkLabel.trim() === '') errors.push({ path: 'linkLabel', message: 'Bitte geben Sie einen Linktext ein.' });
  }
  bonus.infoPoints.forEach((point, index) => {
    if (point.trim() === '') errors.push({ path: `infoPoints.${index}`, message: 'Bitte füllen Sie den Infopunkt aus oder entfernen Sie ihn.' });
  });
  if (bonus.validFrom !== null && !isRealIsoDate(bonus.validFrom)) {
    errors.push({ path: 'validFrom', message: 'Bitte geben Sie ein gültiges Datum ein.' });
  }
  return errors;
}
