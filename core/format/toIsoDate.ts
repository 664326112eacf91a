import { isValid } from 'date-fns';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A date as the services take it, ISO yyyy-MM-dd in local time (funnel.md section 9, "Dates"). Throws on an invalid Date. */
export function toIsoDate(date: Date): string {
  if (!isValid(date)) throw new RangeError('toIsoDate: the date is invalid; check it with parseDisplayDate first.');
  return `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}
