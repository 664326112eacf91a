import { describe, expect, it } from 'vitest';
import { isPayoutBonus } from './isPayoutBonus.ts';

describe('isPayoutBonus', () => {
  it('counts a bonus classified CASH, and any bonus with a cash amount', () => {
    expect(isPayoutBonus({ classification: 'CASH', cashBonus: 50 })).toBe(true);
    expect(isPayoutBonus({ classification: 'CASH', cashBonus: null })).toBe(true);
    expect(isPayoutBonus({ classification: 'NON_MONETARY', cashBonus: 20 })).toBe(true);
    expect(isPayoutBonus({ classification: null, cashBonus: 5 })).toBe(true);
  });

  it('does not count goods, loyalty miles or a zero amount', () => {
    expect(isPayoutBonus({ classification: 'NON_MONETARY', cashBonus: null })).toBe(false);
    expect(isPayoutBonus({ classification: 'MILES_AND_MORE', cashBonus: 0 })).toBe(false);
    expect(isPayoutBonus({ classification: undefined, cashBonus: undefined })).toBe(false);
  });
});
