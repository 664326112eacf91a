import { isValid, parseISO } from 'date-fns';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * A date as the funnel displays it, dd.MM.yyyy (funnel.md section 9). Takes a Date or ISO
 * yyyy-MM-dd text; an invalid date gives ''. Written by hand because date-fns' `format` brings its
 * whole token parser and English locale into the Start route.
 */
export function formatDisplayDate(date: Date | string): string {
  const value = typeof date === 'string' ? parseISO(date) : date;
  if (!isValid(value)) return '';
  return `${twoDigits(value.getDate())}.${twoDigits(value.getMonth() + 1)}.${value.getFullYear()}`;
}

/** A date as the services take it, ISO yyyy-MM-dd in local time (funnel.md section 9, "Dates"). Throws on an invalid Date. */
export function toIsoDate(date: Date): string {
  if (!isValid(date)) throw new RangeError('toIsoDate: the date is invalid; check it with parseDisplayDate first.');
  return `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
