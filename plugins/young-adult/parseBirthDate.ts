import { toCalendarDate, type CalendarDate } from './CalendarDate.ts';

const birthDatePattern = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;

/**
 * Parses a birth date typed as d.m.yyyy (day and month with one or two digits, funnel.md
 * section 5 "Young adults"). Returns undefined unless the text has that format and names a real
 * day; surrounding blanks are ignored.
 */
export function parseBirthDate(text: string): CalendarDate | undefined {
  const match = birthDatePattern.exec(text.trim());
  if (!match) return undefined;
  return toCalendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}
