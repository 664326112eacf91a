import type { CalendarDate } from './CalendarDate.ts';

/** The local calendar day of a point in time, e.g. of `new Date()` for "today". */
export function calendarDateOf(moment: Date): CalendarDate {
  return { year: moment.getFullYear(), month: moment.getMonth() + 1, day: moment.getDate() };
}
