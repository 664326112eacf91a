import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { cartHasMilesAndMore } from './cartHasMilesAndMore.ts';
import { createBonusCart } from './createBonusCart.ts';

describe('cartHasMilesAndMore', () => {
  it('is true only once a Miles & More bonus is chosen', () => {
    const cart = createBonusCart([f.umbrella, f.miles, f.cash], 2);
    expect(cartHasMilesAndMore(addBonus(cart, '200'))).toBe(false);
    expect(cartHasMilesAndMore(addBonus(cart, '400'))).toBe(true);
  });
});
