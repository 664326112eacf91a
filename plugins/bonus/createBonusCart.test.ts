import { describe, expect, it } from 'vitest';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';

describe('createBonusCart', () => {
  it('adds the fixed bonuses automatically', () => {
    const cart = createBonusCart([f.umbrella, f.fixedBook, f.cash], 2);
    expect(cart.items).toEqual([{ campaignBonus: f.fixedBook, variantMaterialNumber: undefined }]);
    expect(cart.numberOfBonuses).toBe(2);
    expect(cart.campaignBonuses).toHaveLength(3);
  });

  it('starts empty when nothing is fixed', () => {
    expect(createBonusCart([f.umbrella, f.cash], 1).items).toEqual([]);
  });
});
