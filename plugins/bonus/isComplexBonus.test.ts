import { describe, expect, it } from 'vitest';
import { cartFixtures } from './cartFixtures.ts';
import { isComplexBonus } from './isComplexBonus.ts';

describe('isComplexBonus', () => {
  it('is true for a K material number with variants', () => {
    expect(isComplexBonus(cartFixtures.shirt.bonus)).toBe(true);
  });

  it('is false without the K prefix, even with variants', () => {
    expect(isComplexBonus({ ...cartFixtures.shirt.bonus, materialNumber: '500' })).toBe(false);
    expect(isComplexBonus(cartFixtures.umbrella.bonus)).toBe(false);
  });

  it('is false for a K material number without variants, such as a publisher prefix', () => {
    expect(isComplexBonus({ materialNumber: 'KWZ-B-KOPFHOERER' })).toBe(false);
    expect(isComplexBonus({ materialNumber: 'KBB-B-MILES2000', variants: [] })).toBe(false);
    expect(isComplexBonus({ materialNumber: 'KBB-B-MILES2000', variants: null })).toBe(false);
  });
});
