import { isRealIsoDate } from '../../core/index.ts';
import type { FieldError } from './FieldError.ts';

/** The errors of an optional period: each end a real day, the end not before the start. */
export function checkPeriod(from: { path: string; value: string | null }, until: { path: string; value: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  for (const end of [from, until]) {
    if (end.value !== null && !isRealIsoDate(end.value)) errors.push({ path: end.path, message: 'Bitte geben Sie ein gültiges Datum ein.' });
  }
  if (errors.length === 0 && from.value !== null && until.value !== null && until.value < from.value) {
    errors.push({ path: until.path, message: 'Das Ende darf nicht vor dem Beginn liegen.' });
  }
  return errors;
}
