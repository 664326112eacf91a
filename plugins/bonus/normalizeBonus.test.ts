import { describe, expect, it } from 'vitest';
import { normalizeBonus } from './normalizeBonus.ts';

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
