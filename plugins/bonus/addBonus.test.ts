import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';

describe('addBonus', () => {
  const empty = createBonusCart([f.umbrella, f.cash, f.shirt, f.fixedBook], 3);

  it('adds a simple bonus of the campaign without touching the old cart', () => {
    const cart = addBonus(empty, '200');
    expect(cart.items.map((item) => item.campaignBonus)).toEqual([f.fixedBook, f.umbrella]);
    expect(empty.items).toHaveLength(1);
  });

  it('refuses a bonus that is not the campaign’s', () => {
    expect(addBonus(empty, '999')).toBe(empty);
  });

  it('refuses a bonus already in the cart', () => {
    const cart = addBonus(empty, '200');
    expect(addBonus(cart, '200')).toBe(cart);
    expect(addBonus(empty, '100')).toBe(empty);
  });

  it('refuses any bonus once the cart is full', () => {
    const full = addBonus(addBonus(empty, '200'), '300');
    expect(full.items).toHaveLength(3);
    expect(addBonus(full, 'K500', '501')).toBe(full);
  });

  it('adds a complex bonus only with one of its variants', () => {
    expect(addBonus(empty, 'K500')).toBe(empty);
    expect(addBonus(empty, 'K500', '999')).toBe(empty);
    const cart = addBonus(empty, 'K500', '502');
    expect(cart.items.at(-1)).toEqual({ campaignBonus: f.shirt, variantMaterialNumber: '502' });
  });

  it('refuses a variant for a simple bonus', () => {
    expect(addBonus(empty, '200', '501')).toBe(empty);
  });
});
