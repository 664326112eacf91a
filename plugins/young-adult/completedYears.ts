import type { CalendarDate } from './CalendarDate.ts';

/**
 * Full years lived from `birthDate` to `today`. A year counts from the birthday on; someone born
 * on 29 February completes a year on 1 March in common years (as German law counts it).
 */
export function completedYears(birthDate: CalendarDate, today: CalendarDate): number {
  const years = today.year - birthDate.year;
  const birthdayReached =
    today.month > birthDate.month || (today.month === birthDate.month && today.day >= birthDate.day);
  return birthdayReached ? years : years - 1;
}
