import { describe, expect, it } from 'vitest';
import { formatDisplayDate, toIsoDate } from './formatDisplayDate.ts';
import { parseDisplayDate } from './parseDisplayDate.ts';

describe('formatDisplayDate', () => {
  it('formats a Date as dd.MM.yyyy with zero padding', () => {
    expect(formatDisplayDate(new Date(2026, 0, 5, 23, 59))).toBe('05.01.2026');
  });
  it('formats ISO text', () => {
    expect(formatDisplayDate('2026-11-22')).toBe('22.11.2026');
  });
  it('gives an empty text for an invalid date', () => {
    expect(formatDisplayDate('22.11.2026')).toBe('');
    expect(formatDisplayDate(new Date(Number.NaN))).toBe('');
  });
});

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
