import { addDays, endOfMonth, endOfWeek, startOfMonth, startOfWeek } from 'date-fns';

/**
 * The weeks a month's calendar grid shows, Monday first as in Germany: from the Monday on or
 * before the 1st to the Sunday on or after the last day, each week seven local dates at midnight.
 */
export function calendarWeeks(month: Date): readonly (readonly Date[])[] {
  const last = endOfWeek(endOfMonth(month), { weekStartsOn: 1 });
  const weeks: Date[][] = [];
  for (let day = startOfWeek(startOfMonth(month), { weekStartsOn: 1 }); day <= last; day = addDays(day, 7)) {
    const monday = day;
    weeks.push(Array.from({ length: 7 }, (_, offset) => addDays(monday, offset)));
  }
  return weeks;
}
