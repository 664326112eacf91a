import { describe, expect, it } from 'vitest';
import { earliestStartDate, isSelectableStartDate } from './earliestStartDate.ts';

// 12 November 2026 is a Thursday; ten days later is Sunday 22 November.
const thursday = new Date(2026, 10, 12, 15, 30);

describe('earliestStartDate', () => {
  it('takes the earliest date of the delivery date info', () => {
    expect(earliestStartDate({ deliveryDateInfo: { earliestDate: '2026-11-17' }, callFailed: false, offsetDays: 10, now: thursday })).toEqual(
      new Date(2026, 10, 17),
    );
  });
  it('falls back to now plus the offset when the call failed', () => {
    expect(earliestStartDate({ deliveryDateInfo: { earliestDate: '2026-11-17' }, callFailed: true, offsetDays: 9, now: thursday })).toEqual(
      new Date(2026, 10, 21),
    );
  });
  it('falls back when there is no delivery date info or no valid date', () => {
    expect(earliestStartDate({ deliveryDateInfo: undefined, callFailed: false, offsetDays: 3, now: thursday })).toEqual(new Date(2026, 10, 15 + 1));
    expect(earliestStartDate({ deliveryDateInfo: { earliestDate: 'kein Datum' }, callFailed: false, offsetDays: 1, now: thursday })).toEqual(
      new Date(2026, 10, 13),
    );
  });
  it('moves a fallback Sunday to the Monday', () => {
    expect(earliestStartDate({ deliveryDateInfo: null, callFailed: true, offsetDays: 10, now: thursday })).toEqual(new Date(2026, 10, 23));
  });
  it('keeps a Sunday the delivery date info names', () => {
    expect(earliestStartDate({ deliveryDateInfo: { earliestDate: '2026-11-22' }, callFailed: false, offsetDays: 10, now: thursday })).toEqual(
      new Date(2026, 10, 22),
    );
  });
});

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
