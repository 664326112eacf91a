import { format, isValid } from 'date-fns';

/** A date as the services take it, ISO yyyy-MM-dd in local time (funnel.md section 9, "Dates"). Throws on an invalid Date. */
export function toIsoDate(date: Date): string {
  if (!isValid(date)) throw new RangeError('toIsoDate: the date is invalid; check it with parseDisplayDate first.');
  return format(date, 'yyyy-MM-dd');
}
