import { addDays, format, isSunday, startOfDay } from 'date-fns';
import { publicHolidays } from './publicHolidays.ts';

/**
 * When a magazine appears: every week on a weekday, or once a month on the n-th weekday
 * (weekday 0 Sunday ... 6 Saturday, as Date.getDay()).
 */
export type ReleaseSchedule =
  | { readonly kind: 'weekly'; readonly weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6 }
  | { readonly kind: 'monthly'; readonly weekday: 0 | 1 | 2 | 3 | 4 | 5 | 6; readonly ordinal: 1 | 2 | 3 | 4 };

/** How far ahead invalid dates and release days are listed. */
const HORIZON_DAYS = 90;

/** A weekly magazine appearing on Thursdays, unless the campaign says otherwise. */
const DEFAULT_RELEASE_SCHEDULE: ReleaseSchedule = { kind: 'weekly', weekday: 4 };

const iso = (date: Date): string => format(date, 'yyyy-MM-dd');

/**
 * The delivery date info of a campaign (funnel.md sections 3, 4 and 9).
 *
 * - Earliest date: today plus `printOffsetDays` (the tenant's
 *   earliestStartDateOffsetForPrintInDays) for print and magazines, tomorrow for digital,
 *   moved forward past Sundays and the state's public holidays. A magazine starts with the
 *   first release day on or after that date.
 * - invalidDates: every Sunday and public holiday from tomorrow to 90 days ahead.
 * - releaseCalendar (magazines only): the release days in the same window; a release day
 *   on a Sunday or holiday moves to the next valid day.
 */
export function deliveryDates(input: {
  readonly today: Date;
  readonly printProductType: 'D' | 'M' | 'P';
  readonly printOffsetDays: number;
  readonly state: 'BW' | 'BY';
  readonly releaseSchedule?: ReleaseSchedule;
}): DeliveryDateInfo {
  const today = startOfDay(input.today);
  const holidayCache = new Map<number, Set<string>>();
  const isInvalid = (date: Date): boolean => {
    const year = date.getFullYear();
    let holidays = holidayCache.get(year);
    if (holidays === undefined) {
      holidays = new Set(publicHolidays(year, input.state).map((holiday) => holiday.date));
      holidayCache.set(year, holidays);
    }
    return isSunday(date) || holidays.has(iso(date));
  };
  const nextValid = (date: Date): Date => {
    let day = date;
    while (isInvalid(day)) day = addDays(day, 1);
    return day;
  };

  const window = Array.from({ length: HORIZON_DAYS }, (_, index) => addDays(today, index + 1));
  const invalidDates = window.filter(isInvalid).map(iso);
  const offsetDays = input.printProductType === 'D' ? 1 : input.printOffsetDays;
  const earliest = nextValid(addDays(today, offsetDays));
  if (input.printProductType !== 'M') {
    return { earliestDate: iso(earliest), invalidDates, releaseCalendar: [] };
  }

  const schedule = input.releaseSchedule ?? DEFAULT_RELEASE_SCHEDULE;
  const releaseDays = window.filter((date) => isReleaseDay(date, schedule)).map(nextValid);
  const releaseCalendar = [...new Set(releaseDays.map(iso))];
  const firstIssue = releaseCalendar.find((date) => date >= iso(earliest));
  return { earliestDate: firstIssue ?? iso(earliest), invalidDates, releaseCalendar };
}

function isReleaseDay(date: Date, schedule: ReleaseSchedule): boolean {
  if (date.getDay() !== schedule.weekday) return false;
  if (schedule.kind === 'weekly') return true;
  return Math.ceil(date.getDate() / 7) === schedule.ordinal;
}

/** When delivery can start (funnel.md section 3); all dates ISO yyyy-MM-dd. */
export type DeliveryDateInfo = {
  readonly earliestDate: string;
  /** Sundays and public holidays of the coming 90 days. */
  readonly invalidDates: string[];
  /** A magazine's release days of the coming 90 days; empty for print and digital. */
  readonly releaseCalendar: string[];
};
