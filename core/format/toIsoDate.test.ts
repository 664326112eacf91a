import { describe, expect, it } from 'vitest';
import { parseDisplayDate } from './parseDisplayDate.ts';
import { toIsoDate } from './toIsoDate.ts';

describe('toIsoDate', () => {
  it('formats a local date as yyyy-MM-dd', () => {
    expect(toIsoDate(new Date(2026, 2, 9, 23, 30))).toBe('2026-03-09');
  });
  it('converts a displayed birth date for the order request', () => {
    const date = parseDisplayDate('7.3.2005');
    expect(date && toIsoDate(date)).toBe('2005-03-07');
  });
  it('refuses an invalid date', () => {
    expect(() => toIsoDate(new Date(Number.NaN))).toThrow('toIsoDate: the date is invalid');
  });
});
