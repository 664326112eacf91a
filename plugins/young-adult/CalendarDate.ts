/** A day in the calendar without time or time zone, e.g. a birth date (month and day 1-based). */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}
