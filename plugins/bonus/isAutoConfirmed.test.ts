import { describe, expect, it } from 'vitest';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';
import { isAutoConfirmed } from './isAutoConfirmed.ts';

describe('isAutoConfirmed', () => {
  it('is true when every campaign bonus is fixed', () => {
    const secondFixed = { bonus: { materialNumber: '110' }, fixedBonus: true };
    expect(isAutoConfirmed(createBonusCart([f.fixedBook, secondFixed], 2))).toBe(true);
  });

  it('is false when a bonus is to be chosen', () => {
    expect(isAutoConfirmed(createBonusCart([f.fixedBook, f.umbrella], 2))).toBe(false);
  });

  it('is false without bonuses', () => {
    expect(isAutoConfirmed(createBonusCart([], 0))).toBe(false);
  });
});
