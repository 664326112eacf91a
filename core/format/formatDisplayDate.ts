import { format, isValid, parseISO } from 'date-fns';

/**
 * A date as the funnel displays it, dd.MM.yyyy (funnel.md section 9). Takes a Date or ISO
 * yyyy-MM-dd text; an invalid date gives ''.
 */
export function formatDisplayDate(date: Date | string): string {
  const value = typeof date === 'string' ? parseISO(date) : date;
  return isValid(value) ? format(value, 'dd.MM.yyyy') : '';
}
