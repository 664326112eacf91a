import { describe, expect, it } from 'vitest';
import { validateBonus } from '../rules/validateBonus.ts';
import { fromBonusFormValues, parseEuroAmount, toBonusFormValues } from './bonusFormValues.ts';

const cashBonus = {
  materialNumber: 'CZ-B-BAR50', title: '50 € Barprämie', label: 'Barprämie', classification: 'CASH' as const, imagePath: '/bild.png',
  infoPoints: ['Überweisung'], text: 'Text', textLabel: 'Beschreibung', link: '', linkLabel: '', cashBonus: 50.5, validFrom: '2024-01-01', active: true,
};

describe('bonus form values', () => {
  it('start from a loaded bonus: missing texts empty, the amount with a comma, validFrom as typed', () => {
    expect(toBonusFormValues(cashBonus)).toEqual({
      title: '50 € Barprämie', textLabel: 'Beschreibung', text: 'Text', linkLabel: '', link: '', infoPoints: ['Überweisung'],
      classification: 'CASH', cashBonus: '50,5', validFrom: '2024-01-01', active: true,
    });
    expect(toBonusFormValues({ materialNumber: 'X' })).toMatchObject({ title: '', infoPoints: [], classification: 'NON_MONETARY', cashBonus: '', validFrom: '', active: false });
  });

  it('give back the update: the amount only for a Barprämie, no date as null', () => {
    const values = toBonusFormValues(cashBonus);
    expect(fromBonusFormValues(values)).toEqual({
      title: '50 € Barprämie', textLabel: 'Beschreibung', text: 'Text', linkLabel: '', link: '', infoPoints: ['Überweisung'],
      classification: 'CASH', cashBonus: 50.5, validFrom: '2024-01-01', active: true,
    });
    expect(fromBonusFormValues({ ...values, classification: 'NON_MONETARY', validFrom: '' })).toMatchObject({ cashBonus: null, validFrom: null });
  });

  it('reads typed amounts; a malformed one is refused by the rules', () => {
    expect(parseEuroAmount(' 30 ')).toBe(30);
    expect(parseEuroAmount('12,50')).toBe(12.5);
    expect(parseEuroAmount('')).toBeNull();
    expect(parseEuroAmount('zwölf')).toBeNaN();
    const input = fromBonusFormValues({ ...toBonusFormValues(cashBonus), cashBonus: 'zwölf' });
    expect(validateBonus(input)).toEqual([{ path: 'cashBonus', message: 'Bitte geben Sie den Betrag der Barprämie ein.' }]);
  });
});
