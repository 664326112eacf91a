import { differenceInCalendarDays, isValid, parseISO } from 'date-fns';

/**
 * Whether the order is treated as recurring on submit (funnel.md sections 4 "Submit" and 9): a
 * recurring campaign always is; a non-digital campaign that shows a start date also is when the
 * chosen start (Date or ISO yyyy-MM-dd) is more than 7 calendar days after `now`.
 */
export function isOrderRecurring(input: {
  readonly printProductType: 'D' | 'M' | 'P';
  readonly showStartDate: boolean;
  readonly recurring: boolean;
  readonly startDate: Date | string | null | undefined;
  readonly now: Date;
}): boolean {
  if (input.recurring) return true;
  if (input.printProductType === 'D' || !input.showStartDate || !input.startDate) return false;
  const startDate = typeof input.startDate === 'string' ? parseISO(input.startDate) : input.startDate;
  return isValid(startDate) && differenceInCalendarDays(startDate, input.now) > 7;
}
