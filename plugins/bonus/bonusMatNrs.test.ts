import { describe, expect, it } from 'vitest';
import { addBonus } from './addBonus.ts';
import { bonusMatNrs } from './bonusMatNrs.ts';
import { cartFixtures as f } from './cartFixtures.ts';
import { createBonusCart } from './createBonusCart.ts';

describe('bonusMatNrs', () => {
  it('lists each bonus’s material number, the variant’s for a complex bonus', () => {
    const cart = addBonus(addBonus(createBonusCart([f.fixedBook, f.umbrella, f.shirt], 3), 'K500', '502'), '200');
    expect(bonusMatNrs(cart)).toEqual(['100', '502', '200']);
  });

  it('is empty for an empty cart', () => {
    expect(bonusMatNrs(createBonusCart([f.umbrella], 1))).toEqual([]);
  });
});
