import { describe, expect, it } from 'vitest';
import { isCardValidLongEnough } from './isCardValidLongEnough.ts';

const now = new Date(2026, 10, 15, 12, 0);

describe('isCardValidLongEnough', () => {
  it('needs 6 months of validity for most tenants', () => {
    expect(isCardValidLongEnough('2705', 6, now)).toBe(true);
    expect(isCardValidLongEnough('2704', 6, now)).toBe(false);
  });
  it('needs 1 month for sz', () => {
    expect(isCardValidLongEnough('2612', 1, now)).toBe(true);
    expect(isCardValidLongEnough('2611', 1, now)).toBe(false);
  });
  it('counts the card as valid through the last day of its expiry month', () => {
    expect(isCardValidLongEnough('2612', 1, new Date(2026, 10, 30, 23, 59))).toBe(true);
    expect(isCardValidLongEnough('2612', 1, new Date(2026, 11, 1, 0, 0))).toBe(false);
  });
  it('counts an unreadable expiry as too short', () => {
    for (const validUntil of [null, undefined, '', '12/27', '2713', '2700', '271']) {
      expect(isCardValidLongEnough(validUntil, 1, now)).toBe(false);
    }
  });
});
