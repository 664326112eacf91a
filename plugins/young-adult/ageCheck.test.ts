import { describe, expect, it } from 'vitest';
import { ageCheck } from './ageCheck.ts';
import { oldestAllowedAge } from './oldestAllowedAge.ts';

describe('ageCheck', () => {
  const limit = 30;

  it('is tooYoung until the 18th birthday', () => {
    expect(ageCheck({ year: 2007, month: 6, day: 2 }, limit, new Date(2025, 5, 1))).toBe('tooYoung');
    expect(ageCheck({ year: 2007, month: 6, day: 1 }, limit, new Date(2025, 5, 1))).toBe('ok');
  });

  it('is tooOld from the birthday that reaches the age limit', () => {
    expect(ageCheck({ year: 1995, month: 6, day: 2 }, limit, new Date(2025, 5, 1))).toBe('ok');
    expect(ageCheck({ year: 1995, month: 6, day: 1 }, limit, new Date(2025, 5, 1))).toBe('tooOld');
  });

  it('counts a 29 February birthday as reached on 1 March in common years', () => {
    const leapling = { year: 2007, month: 2, day: 29 };
    expect(ageCheck(leapling, limit, new Date(2025, 1, 28))).toBe('tooYoung');
    expect(ageCheck(leapling, limit, new Date(2025, 2, 1))).toBe('ok');
  });

  it('treats a birth date in the future as too young', () => {
    expect(ageCheck({ year: 2030, month: 1, day: 1 }, limit, new Date(2025, 5, 1))).toBe('tooYoung');
  });

  it('names the age limit minus one as the oldest allowed age', () => {
    expect(oldestAllowedAge(30)).toBe(29);
  });
});
