import { addDays, isSunday, isValid, parseISO, startOfDay, isBefore, isSameDay } from 'date-fns';

/**
 * The earliest subscription start (funnel.md sections 3, 4 and 9): the delivery date info's
 * earliest date (ISO yyyy-MM-dd); when the price or delivery date call failed or gave no date,
 * `now` plus the tenant's offset of days (10 for print), moved to the next day if that is a Sunday.
 * Returns the start of that day in local time.
 */
export function earliestStartDate(input: {
  readonly deliveryDateInfo: { readonly earliestDate?: string | null } | null | undefined;
  readonly callFailed: boolean;
  readonly offsetDays: number;
  readonly now: Date;
}): Date {
  const fromInfo = input.deliveryDateInfo?.earliestDate ? parseISO(input.deliveryDateInfo.earliestDate) : undefined;
  if (!input.callFailed && fromInfo && isValid(fromInfo)) return startOfDay(fromInfo);
  const fallback = startOfDay(addDays(input.now, input.offsetDays));
  return isSunday(fallback) ? addDays(fallback, 1) : fallback;
}

/**
 * Whether a day may be picked as the subscription start (funnel.md section 3, "Delivery date
 * info"): not before the earliest date and not one of the invalid dates (ISO yyyy-MM-dd or Date).
 */
export function isSelectableStartDate(
  date: Date,
  options: { readonly earliestDate: Date; readonly invalidDates?: readonly (string | Date)[] | null },
): boolean {
  if (isBefore(startOfDay(date), startOfDay(options.earliestDate))) return false;
  const invalidDates = options.invalidDates ?? [];
  return !invalidDates.some((invalid) => isSameDay(typeof invalid === 'string' ? parseISO(invalid) : invalid, date));
}
