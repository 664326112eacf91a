import type { AgeCheckResult } from './AgeCheckResult.ts';
import type { CalendarDate } from './CalendarDate.ts';
import { adultAge } from './adultAge.ts';
import { calendarDateOf } from './calendarDateOf.ts';
import { completedYears } from './completedYears.ts';

/**
 * The young-adult age check (funnel.md section 5): under 18 is 'tooYoung', an age at or above the
 * offer's age limit (the U{age} of the campaign) is 'tooOld', anything between is 'ok'. The
 * too-old text names `oldestAllowedAge(ageLimit)`.
 */
export function ageCheck(birthDate: CalendarDate, ageLimit: number, today: Date): AgeCheckResult {
  const age = completedYears(birthDate, calendarDateOf(today));
  if (age < adultAge) return 'tooYoung';
  if (age >= ageLimit) return 'tooOld';
  return 'ok';
}
