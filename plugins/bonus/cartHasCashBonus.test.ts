import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { cartHasCashBonus } from './cartHasCashBonus.ts';
import { createBonusCart } from './createBonusCart.ts';

describe('cartHasCashBonus', () => {
  it('is true only once a cash bonus is chosen', () => {
    const cart = createBonusCart([f.umbrella, f.miles, f.cash], 2);
    expect(cartHasCashBonus(addBonus(cart, '400'))).toBe(false);
    expect(cartHasCashBonus(addBonus(cart, '300'))).toBe(true);
  });

  it('counts a bonus with a cash amount even without the CASH classification', () => {
    const amount = { bonus: { materialNumber: '310', cashBonus: 20 }, fixedBonus: true };
    const zero = { bonus: { materialNumber: '320', cashBonus: 0 }, fixedBonus: true };
    expect(cartHasCashBonus(createBonusCart([amount], 1))).toBe(true);
    expect(cartHasCashBonus(createBonusCart([zero], 1))).toBe(false);
  });
});
