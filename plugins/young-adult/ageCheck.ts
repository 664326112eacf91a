import { differenceInYears } from 'date-fns';
import type { CalendarDate } from './CalendarDate.ts';

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
