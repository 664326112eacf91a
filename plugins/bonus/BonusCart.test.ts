import { describe, expect, it } from 'vitest';
import { cartFixtures as f } from './cartFixtures.ts';
import {
  createBonusCart,
  addBonus,
  isBonusInCart,
  isCartFull,
  isComplexBonus,
  isAutoConfirmed,
  bonusMatNrs,
  isBonusAvailable,
  normalizeBonus,
} from './BonusCart.ts';

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

describe('isBonusInCart', () => {
  it('tells tiles in the cart from active ones', () => {
    const cart = addBonus(createBonusCart([f.fixedBook, f.umbrella, f.cash], 3), '200');
    expect(isBonusInCart(cart, '100')).toBe(true);
    expect(isBonusInCart(cart, '200')).toBe(true);
    expect(isBonusInCart(cart, '300')).toBe(false);
  });
});

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

describe('isComplexBonus', () => {
  it('is true for a K material number with variants', () => {
    expect(isComplexBonus(f.shirt.bonus)).toBe(true);
  });

  it('is false without the K prefix, even with variants', () => {
    expect(isComplexBonus({ ...f.shirt.bonus, materialNumber: '500' })).toBe(false);
    expect(isComplexBonus(f.umbrella.bonus)).toBe(false);
  });

  it('is false for a K material number without variants, such as a publisher prefix', () => {
    expect(isComplexBonus({ materialNumber: 'KWZ-B-KOPFHOERER' })).toBe(false);
    expect(isComplexBonus({ materialNumber: 'KBB-B-MILES2000', variants: [] })).toBe(false);
    expect(isComplexBonus({ materialNumber: 'KBB-B-MILES2000', variants: null })).toBe(false);
  });
});

describe('isAutoConfirmed', () => {
  it('is true when every campaign bonus is fixed', () => {
    const secondFixed = { bonus: { materialNumber: '110' }, fixedBonus: true };
    expect(isAutoConfirmed(createBonusCart([f.fixedBook, secondFixed], 2))).toBe(true);
  });

  it('is false when a bonus is to be chosen', () => {
    expect(isAutoConfirmed(createBonusCart([f.fixedBook, f.umbrella], 2))).toBe(false);
  });

  it('is false without bonuses', () => {
    expect(isAutoConfirmed(createBonusCart([], 0))).toBe(false);
  });
});

describe('bonusMatNrs', () => {
  it('lists each bonus’s material number, the variant’s for a complex bonus', () => {
    const cart = addBonus(addBonus(createBonusCart([f.fixedBook, f.umbrella, f.shirt], 3), 'K500', '502'), '200');
    expect(bonusMatNrs(cart)).toEqual(['100', '502', '200']);
  });

  it('is empty for an empty cart', () => {
    expect(bonusMatNrs(createBonusCart([f.umbrella], 1))).toEqual([]);
  });
});

describe('isBonusAvailable', () => {
  const today = new Date(2025, 5, 15, 23, 30);
  const entry = (bonus: object, validUntil?: string | null) => ({
    bonus: { materialNumber: '100', ...bonus },
    fixedBonus: false,
    validUntil,
  });

  it('offers an active, valid bonus without end date', () => {
    expect(isBonusAvailable(entry({ active: true, invalid: false }), today)).toBe(true);
    expect(isBonusAvailable(entry({ active: null, invalid: null }, null), today)).toBe(true);
  });

  it('withdraws a bonus flagged invalid', () => {
    expect(isBonusAvailable(entry({ invalid: true }), today)).toBe(false);
  });

  it('withdraws an inactive bonus', () => {
    expect(isBonusAvailable(entry({ active: false }), today)).toBe(false);
  });

  it('offers the bonus through its validUntil day and withdraws it after', () => {
    expect(isBonusAvailable(entry({}, '2025-06-15'), today)).toBe(true);
    expect(isBonusAvailable(entry({}, '2025-06-15T00:00:00'), today)).toBe(true);
    expect(isBonusAvailable(entry({}, '2025-06-14'), today)).toBe(false);
    expect(isBonusAvailable(entry({}, '2026-01-01'), today)).toBe(true);
  });

  it('offers a bonus from its validFrom day on, not before', () => {
    expect(isBonusAvailable(entry({ validFrom: '2025-06-15' }), today)).toBe(true);
    expect(isBonusAvailable(entry({ validFrom: '2025-06-14T08:00:00' }), today)).toBe(true);
    expect(isBonusAvailable(entry({ validFrom: '2025-06-16' }), today)).toBe(false);
    expect(isBonusAvailable(entry({ validFrom: 'bald' }), today)).toBe(false);
    expect(isBonusAvailable(entry({ validFrom: null }), today)).toBe(true);
  });

  it('withdraws a bonus whose validUntil is not an ISO date', () => {
    expect(isBonusAvailable(entry({}, '15.06.2025'), today)).toBe(false);
  });
});

describe('normalizeBonus', () => {
  it('turns null and missing text fields into empty strings', () => {
    const bonus = normalizeBonus({ materialNumber: '100', title: null, text: 'Ein Schirm', link: undefined });
    expect(bonus).toMatchObject({
      materialNumber: '100',
      title: '',
      label: '',
      imagePath: '',
      link: '',
      linkLabel: '',
      text: 'Ein Schirm',
      textLabel: '',
      validFrom: '',
    });
  });

  it('keeps cashBonus, additionalCharges and infoPoints as they are', () => {
    const bonus = normalizeBonus({ materialNumber: '100', cashBonus: null, additionalCharges: null, infoPoints: null });
    expect(bonus.cashBonus).toBeNull();
    expect(bonus.additionalCharges).toBeNull();
    expect(bonus.infoPoints).toBeNull();
  });

  it('leaves non-text fields alone', () => {
    const bonus = normalizeBonus({ materialNumber: 'K1', classification: null, active: null, variants: null });
    expect(bonus.classification).toBeNull();
    expect(bonus.active).toBeNull();
    expect(bonus.variants).toBeNull();
  });
});
