import { pattern, refine, string } from 'superstruct';
import type { Struct } from 'superstruct';

/** Whether `yyyy-MM-dd` names a day of the calendar (2026-02-29 and 2026-13-45 do not). */
export function isRealIsoDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A request date as ISO yyyy-MM-dd that exists in the calendar. */
export function isoDate(): Struct<string, null> {
  return refine(pattern(string(), /^\d{4}-\d{2}-\d{2}$/), 'isoDate', (value) => isRealIsoDate(value) || 'a day of the calendar (yyyy-MM-dd)');
}
