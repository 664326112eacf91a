import { isExists } from 'date-fns';

/** A day in the calendar without time or time zone, e.g. a birth date (month and day 1-based). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

/** The calendar date for year, month and day if that day exists (e.g. not 31.04. or 29.02. of a common year), else undefined. */
export function toCalendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  return isExists(year, month - 1, day) ? { year, month, day } : undefined;
}

/** The local calendar day of a point in time, e.g. of `new Date()` for "today". */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}
