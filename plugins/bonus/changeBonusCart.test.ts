import { describe, expect, it } from 'vitest';
import { addBonus, createBonusCart } from './BonusCart.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { removeBonus } from './changeBonusCart.ts';

describe('removeBonus', () => {
  const cart = addBonus(addBonus(createBonusCart([f.fixedBook, f.umbrella, f.shirt], 3), '200'), 'K500', '501');

  it('takes a chosen bonus out', () => {
    expect(removeBonus(cart, '200').items.map((item) => item.campaignBonus)).toEqual([f.fixedBook, f.shirt]);
    expect(removeBonus(cart, 'K500').items.map((item) => item.campaignBonus)).toEqual([f.fixedBook, f.umbrella]);
  });

  it('keeps fixed bonuses', () => {
    expect(removeBonus(cart, '100')).toBe(cart);
  });

  it('leaves the cart unchanged for a bonus not in it', () => {
    expect(removeBonus(cart, '300')).toBe(cart);
  });
});
