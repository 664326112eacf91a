import { isBefore, isSameDay, parseISO, startOfDay } from 'date-fns';

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
