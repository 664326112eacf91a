import { describe, expect, it } from 'vitest';
import { isSelectableStartDate } from './isSelectableStartDate.ts';

const earliestDate = new Date(2026, 10, 17);

describe('isSelectableStartDate', () => {
  it('refuses days before the earliest date and accepts the earliest day itself at any time', () => {
    expect(isSelectableStartDate(new Date(2026, 10, 16, 23, 59), { earliestDate })).toBe(false);
    expect(isSelectableStartDate(new Date(2026, 10, 17, 18, 0), { earliestDate })).toBe(true);
    expect(isSelectableStartDate(new Date(2027, 0, 1), { earliestDate })).toBe(true);
  });
  it('refuses invalid dates given as ISO text or Date', () => {
    const invalidDates = ['2026-11-22', new Date(2026, 11, 25)];
    expect(isSelectableStartDate(new Date(2026, 10, 22, 9), { earliestDate, invalidDates })).toBe(false);
    expect(isSelectableStartDate(new Date(2026, 11, 25), { earliestDate, invalidDates })).toBe(false);
    expect(isSelectableStartDate(new Date(2026, 10, 23), { earliestDate, invalidDates })).toBe(true);
    expect(isSelectableStartDate(new Date(2026, 10, 23), { earliestDate, invalidDates: null })).toBe(true);
  });
});
