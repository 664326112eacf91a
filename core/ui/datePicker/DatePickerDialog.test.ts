import { describe, expect, it } from 'vitest';
import { toIsoDate } from '../../format/formatDisplayDate.ts';
import { calendarWeeks } from './DatePickerDialog.tsx';

describe('calendarWeeks', () => {
  it('start on the Monday on or before the 1st and end on the Sunday on or after the last day', () => {
    // December 2026: Tuesday the 1st to Thursday the 31st.
    const weeks = calendarWeeks(new Date(2026, 11, 15));
    expect(weeks).toHaveLength(5);
    expect(toIsoDate(weeks[0]![0]!)).toBe('2026-11-30');
    expect(toIsoDate(weeks.at(-1)!.at(-1)!)).toBe('2027-01-03');
    expect(weeks.every((week) => week.length === 7 && week[0]!.getDay() === 1)).toBe(true);
  });

  it('show a month that starts on a Monday from its 1st; February 2027 fills exactly four weeks', () => {
    const weeks = calendarWeeks(new Date(2027, 1, 1));
    expect(weeks).toHaveLength(4);
    expect(toIsoDate(weeks[0]![0]!)).toBe('2027-02-01');
    expect(toIsoDate(weeks[3]![6]!)).toBe('2027-02-28');
  });
});
