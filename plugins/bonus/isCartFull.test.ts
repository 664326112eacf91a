import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';
import { isCartFull } from './isCartFull.ts';

describe('isCartFull', () => {
  it('is full when the chosen count, fixed bonuses included, equals numberOfBonuses', () => {
    const cart = createBonusCart([f.fixedBook, f.umbrella, f.cash], 2);
    expect(isCartFull(cart)).toBe(false);
    expect(isCartFull(addBonus(cart, '200'))).toBe(true);
  });

  it('is full at once when the fixed bonuses fill it', () => {
    expect(isCartFull(createBonusCart([f.fixedBook, f.umbrella], 1))).toBe(true);
  });
});
