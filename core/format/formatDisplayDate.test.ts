import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './formatDisplayDate.ts';

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
