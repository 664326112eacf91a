import type { CalendarDate } from './CalendarDate.ts';

/**
 * The calendar date for year, month and day if that day exists (e.g. not 31.04. or 29.02. of a
 * common year), else undefined.
 */
export function toCalendarDate(year: number, month: number, day: number): CalendarDate | undefined {
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day)) return undefined;
  if (month < 1 || month > 12 || day < 1) return undefined;
  // Day 0 of the next month is the last day of this one; UTC avoids daylight-saving shifts.
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return undefined;
  return { year, month, day };
}
