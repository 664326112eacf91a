import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { easterSunday } from './easterSunday.ts';

describe('easterSunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('finds Easter Sunday of %i', (year, expected) => {
    const easter = easterSunday(year);
    expect(format(easter, 'yyyy-MM-dd')).toBe(expected);
    expect(easter.getDay()).toBe(0);
  });
});
