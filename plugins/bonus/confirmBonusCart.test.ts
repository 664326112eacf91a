import { describe, expect, it } from 'vitest';
import { addBonus, type BonusCart, createBonusCart } from './BonusCart.ts';
import { canConfirm } from './confirmBonusCart.ts';
import { cartFixtures as f } from './cartFixtures.ts';

describe('canConfirm', () => {
  const cart = createBonusCart([f.fixedBook, f.umbrella, f.cash], 2);

  it('needs a full cart', () => {
    expect(canConfirm(cart)).toBe(false);
    expect(canConfirm(addBonus(cart, '300'))).toBe(true);
  });

  it('needs every fixed bonus present, even in a full cart', () => {
    // A cart put together without its fixed bonus (e.g. restored from an older state).
    const withoutFixed: BonusCart = {
      ...cart,
      items: [
        { campaignBonus: f.umbrella, variantMaterialNumber: undefined },
        { campaignBonus: f.cash, variantMaterialNumber: undefined },
      ],
    };
    expect(canConfirm(withoutFixed)).toBe(false);
  });

  it('confirms a cart of fixed bonuses only', () => {
    expect(canConfirm(createBonusCart([f.fixedBook], 1))).toBe(true);
  });
});
