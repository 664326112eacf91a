import { addMonths, endOfMonth, isBefore } from 'date-fns';

/**
 * Whether a card stays valid long enough for the order (platform.md section 5, "Valid-card
 * duration"): valid through the end of its expiry month (`validUntil` yyMM, as the card provider
 * returns it) and still valid `months` months after `now` (the tenant's count: sz 1, others 6).
 * An unreadable expiry counts as too short.
 */
export function isCardValidLongEnough(validUntil: string | null | undefined, months: number, now: Date): boolean {
  const match = /^(\d{2})(\d{2})$/.exec(validUntil?.trim() ?? '');
  if (!match) return false;
  const month = Number(match[2]);
  if (month < 1 || month > 12) return false;
  const lastValidDay = endOfMonth(new Date(2000 + Number(match[1]), month - 1, 1));
  return !isBefore(lastValidDay, addMonths(now, months));
}
