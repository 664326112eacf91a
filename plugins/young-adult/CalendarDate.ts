import { isExists, differenceInYears } from 'date-fns';

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

const shortPartsPattern = /^(\d{1,2})[.,/\s-](\d{1,2})[.,/\s-](\d{4})$/;
const digitsOnlyPattern = /^(\d{2})(\d{2})(\d{4})$/;

/**
 * Zero-pads a single-digit day or month on blur, '1.2.2005' → '01.02.2005' (funnel.md section 5
 * "Young adults"). The field offers a numeric keyboard, which on many phones has no dot, so
 * '01022005' and other separators ('1,2,2005', '1/2/2005', '1 2 2005') become the same dotted
 * date. Text of any other shape is returned unchanged so the validator can report it.
 */
export function padBirthDate(text: string): string {
  const trimmed = text.trim();
  const match = shortPartsPattern.exec(trimmed) ?? digitsOnlyPattern.exec(trimmed);
  if (!match) return text;
  const [, day = '', month = '', year = ''] = match;
  return `${day.padStart(2, '0')}.${month.padStart(2, '0')}.${year}`;
}

/**
 * The typed birth date (d.m.yyyy) as ISO yyyy-MM-dd for the order request's birthDate
 * (funnel.md sections 3 and 5); undefined when the text is not a real date.
 */
export function toIsoBirthDate(text: string): string | undefined {
  const date = parseBirthDate(text);
  if (!date) return undefined;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${String(date.year).padStart(4, '0')}-${pad(date.month)}-${pad(date.day)}`;
}

/** The outcome of the young-adult age check: within range, under 18, or at or above the limit. */
type AgeCheckResult = 'ok' | 'tooYoung' | 'tooOld';

/** The age from which a young-adult offer may be ordered (funnel.md section 9). */
const adultAge = 18;

/**
 * The young-adult age check (funnel.md section 5): under 18 is 'tooYoung', an age at or above the
 * offer's age limit (the U{age} of the campaign) is 'tooOld', anything between is 'ok'. A year counts
 * from the birthday on; someone born on 29 February completes a year on 1 March in common years (as
 * German law counts it, and as date-fns does). The too-old text names `oldestAllowedAge(ageLimit)`.
 */
export function ageCheck(birthDate: CalendarDate, ageLimit: number, today: Date): AgeCheckResult {
  const age = differenceInYears(today, new Date(birthDate.year, birthDate.month - 1, birthDate.day));
  if (age < adultAge) return 'tooYoung';
  if (age >= ageLimit) return 'tooOld';
  return 'ok';
}

/**
 * The highest age that may still order an offer with this age limit; the too-old text uses it
 * (funnel.md section 5: "the text uses the age limit minus 1").
 */
export function oldestAllowedAge(ageLimit: number): number {
  return ageLimit - 1;
}
