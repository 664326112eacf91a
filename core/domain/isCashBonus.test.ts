import { describe, expect, it } from 'vitest';
import { isCashBonus } from './isCashBonus.ts';

describe('isCashBonus', () => {
  it('counts a bonus classified CASH, and any bonus with a cash amount', () => {
    expect(isCashBonus({ classification: 'CASH', cashBonus: 50 })).toBe(true);
    expect(isCashBonus({ classification: 'CASH', cashBonus: null })).toBe(true);
    expect(isCashBonus({ classification: 'NON_MONETARY', cashBonus: 20 })).toBe(true);
    expect(isCashBonus({ classification: null, cashBonus: 5 })).toBe(true);
  });

  it('does not count goods, loyalty miles or a zero amount', () => {
    expect(isCashBonus({ classification: 'NON_MONETARY', cashBonus: null })).toBe(false);
    expect(isCashBonus({ classification: 'MILES_AND_MORE', cashBonus: 0 })).toBe(false);
    expect(isCashBonus({ classification: undefined, cashBonus: undefined })).toBe(false);
  });
});
