import { describe, expect, it } from 'vitest';
import { formatDisplayDate } from './formatDisplayDate.ts';
import { parseDisplayDate } from './parseDisplayDate.ts';

describe('parseDisplayDate', () => {
  it('reads dd.MM.yyyy as local midnight', () => {
    expect(parseDisplayDate('24.12.2008')).toEqual(new Date(2008, 11, 24));
  });
  it('reads single-digit day and month, so they can be zero-padded on blur', () => {
    const date = parseDisplayDate(' 1.2.2003 ');
    expect(date).toEqual(new Date(2003, 1, 1));
    expect(date && formatDisplayDate(date)).toBe('01.02.2003');
  });
  it('accepts 29 February in a leap year only', () => {
    expect(parseDisplayDate('29.02.2024')).toEqual(new Date(2024, 1, 29));
    expect(parseDisplayDate('29.02.2023')).toBeNull();
  });
  it('keeps years before 100 as written', () => {
    expect(parseDisplayDate('01.01.0050')?.getFullYear()).toBe(50);
  });
  it.each(['31.04.2020', '00.01.2020', '01.13.2020', '1.1.20', '2020-01-01', '01/01/2020', '01.01.2020x', '', '1..2020'])(
    'refuses %j',
    (text) => {
      expect(parseDisplayDate(text)).toBeNull();
    },
  );
});
