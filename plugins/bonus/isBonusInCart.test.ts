import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';
import { isBonusInCart } from './isBonusInCart.ts';

describe('isBonusInCart', () => {
  it('tells tiles in the cart from active ones', () => {
    const cart = addBonus(createBonusCart([f.fixedBook, f.umbrella, f.cash], 3), '200');
    expect(isBonusInCart(cart, '100')).toBe(true);
    expect(isBonusInCart(cart, '200')).toBe(true);
    expect(isBonusInCart(cart, '300')).toBe(false);
  });
});
