import { addDays, addMonths, endOfWeek, isAfter, isBefore, startOfDay, startOfWeek } from 'date-fns';

/** The range the calendar's focus may reach: not before the earliest day, not after the latest. */
export interface CalendarBounds {
  readonly earliest: Date;
  readonly latest?: Date | undefined;
}

/** Keeps a day inside the bounds. */
export function clampToBounds(date: Date, bounds: CalendarBounds): Date {
  const day = startOfDay(date);
  if (isBefore(day, startOfDay(bounds.earliest))) return startOfDay(bounds.earliest);
  if (bounds.latest && isAfter(day, startOfDay(bounds.latest))) return startOfDay(bounds.latest);
  return day;
}

/**
 * Where a key moves the focused day of the calendar grid (WAI-ARIA APG date picker dialog): arrows
 * a day or a week, PageUp/PageDown a month (Shift: a year), Home/End the week's Monday/Sunday; kept
 * inside the bounds. Undefined for any other key.
 */
export function movedFocusDate(focused: Date, key: string, shiftKey: boolean, bounds: CalendarBounds): Date | undefined {
  const moved = movedBy(focused, key, shiftKey);
  return moved ? clampToBounds(moved, bounds) : undefined;
}

function movedBy(focused: Date, key: string, shiftKey: boolean): Date | undefined {
  switch (key) {
    case 'ArrowLeft':
      return addDays(focused, -1);
    case 'ArrowRight':
      return addDays(focused, 1);
    case 'ArrowUp':
      return addDays(focused, -7);
    case 'ArrowDown':
      return addDays(focused, 7);
    case 'PageUp':
      return addMonths(focused, shiftKey ? -12 : -1);
    case 'PageDown':
      return addMonths(focused, shiftKey ? 12 : 1);
    case 'Home':
      return startOfWeek(focused, { weekStartsOn: 1 });
    case 'End':
      return endOfWeek(focused, { weekStartsOn: 1 });
    default:
      return undefined;
  }
}
