import { addDays, format } from 'date-fns';
import { easterSunday } from './easterSunday.ts';

/** A statutory public holiday: ISO date yyyy-MM-dd and its German name. */
export type PublicHoliday = {
  readonly date: string;
  readonly name: string;
};

/**
 * The statewide public holidays of Baden-Württemberg or Bayern in a year, in date order.
 * Bayern adds Mariä Himmelfahrt (15 August), a holiday in München and most of the state.
 * Holidays of single communes (Augsburger Friedensfest) are not included.
 */
export function publicHolidays(year: number, state: 'BW' | 'BY'): PublicHoliday[] {
  const easter = easterSunday(year);
  const fixed = (month: number, day: number, name: string): PublicHoliday => ({
    date: format(new Date(year, month - 1, day), 'yyyy-MM-dd'),
    name,
  });
  const fromEaster = (days: number, name: string): PublicHoliday => ({
    date: format(addDays(easter, days), 'yyyy-MM-dd'),
    name,
  });
  const holidays = [
    fixed(1, 1, 'Neujahr'),
    fixed(1, 6, 'Heilige Drei Könige'),
    fromEaster(-2, 'Karfreitag'),
    fromEaster(1, 'Ostermontag'),
    fixed(5, 1, 'Tag der Arbeit'),
    fromEaster(39, 'Christi Himmelfahrt'),
    fromEaster(50, 'Pfingstmontag'),
    fromEaster(60, 'Fronleichnam'),
    ...(state === 'BY' ? [fixed(8, 15, 'Mariä Himmelfahrt')] : []),
    fixed(10, 3, 'Tag der Deutschen Einheit'),
    fixed(11, 1, 'Allerheiligen'),
    fixed(12, 25, '1. Weihnachtstag'),
    fixed(12, 26, '2. Weihnachtstag'),
  ];
  return holidays.sort((a, b) => a.date.localeCompare(b.date));
}
