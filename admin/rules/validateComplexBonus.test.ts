import { describe, expect, it } from 'vitest';
import type { ComplexBonusInput } from '../api/complexBonusInput.ts';
import { validateComplexBonus } from './validateComplexBonus.ts';

const helmet: ComplexBonusInput = {
  title: 'Fahrradhelm', textLabel: '', text: '', linkLabel: '', link: '', infoPoints: [], validFrom: null, active: true, additionalCharges: [],
  properties: [{ name: 'Farbe', values: ['Schwarz', 'Weiß'] }, { name: 'Größe', values: ['M', 'L'] }],
  variants: [
    { materialNumber: 'K-HELM-SM', title: 'Schwarz M', propertyValues: [{ name: 'Farbe', value: 'Schwarz' }, { name: 'Größe', value: 'M' }], additionalCharges: [] },
    { materialNumber: 'K-HELM-WL', title: 'Weiß L', propertyValues: [{ name: 'Größe', value: 'L' }, { name: 'Farbe', value: 'Weiß' }], additionalCharges: [{ value: 2 }] },
  ],
};

const variant = (materialNumber: string, values: Array<[string, string]>) => ({
  materialNumber, title: materialNumber, propertyValues: values.map(([name, value]) => ({ name, value })), additionalCharges: [],
});

describe('validateComplexBonus (platform.md section 5)', () => {
  it('accepts variants that each match a full set of configured values, in any order', () => {
    expect(validateComplexBonus('K-HELM', helmet)).toEqual([]);
  });

  it('needs a material number starting with K', () => {
    expect(validateComplexBonus('HELM', helmet)).toEqual([{ path: 'materialNumber', message: 'Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.' }]);
  });

  it('refuses a duplicate variant with the admin prompt to check the variants', () => {
    const errors = validateComplexBonus('K-HELM', { ...helmet, variants: [...helmet.variants, variant('K-HELM-SM2', [['Größe', 'M'], ['Farbe', 'Schwarz']])] });
    expect(errors).toEqual([{ path: 'variants.2', message: 'Diese Variante gleicht Variante 1. Bitte prüfen Sie die zugeordneten Varianten auf Duplikate.' }]);
  });

  it('refuses a variant that is not configured: an unknown value or property', () => {
    const errors = validateComplexBonus('K-HELM', {
      ...helmet,
      variants: [variant('K-HELM-RM', [['Farbe', 'Rot'], ['Größe', 'M']]), variant('K-HELM-SX', [['Farbe', 'Schwarz'], ['Größe', 'M'], ['Material', 'Carbon']])],
    });
    expect(errors).toEqual([
      { path: 'variants.0.propertyValues.0.value', message: 'Der Wert „Rot“ ist für „Farbe“ nicht konfiguriert.' },
      { path: 'variants.1.propertyValues.2.name', message: 'Die Eigenschaft „Material“ ist nicht konfiguriert.' },
    ]);
  });

  it('refuses an empty selection and a variant missing a property', () => {
    const errors = validateComplexBonus('K-HELM', { ...helmet, variants: [variant('K-HELM-1', [['Farbe', ''], ['Größe', 'M']]), variant('K-HELM-2', [['Farbe', 'Weiß']])] });
    expect(errors).toEqual([
      { path: 'variants.0.propertyValues.0.value', message: 'Bitte wählen Sie einen Wert für „Farbe“.' },
      { path: 'variants.1.propertyValues', message: 'Bitte wählen Sie für jede Eigenschaft einen Wert (es fehlt: Größe).' },
    ]);
  });

  it('refuses a duplicate property name, a duplicate value and a property without values', () => {
    const errors = validateComplexBonus('K-HELM', {
      ...helmet,
      properties: [{ name: 'Farbe', values: ['Schwarz', 'Schwarz'] }, { name: 'Farbe', values: ['Weiß'] }, { name: 'Größe', values: [] }],
      variants: [],
    });
    expect(errors).toEqual([
      { path: 'properties.0.values.1', message: 'Den Wert „Schwarz“ gibt es schon.' },
      { path: 'properties.1.name', message: 'Die Eigenschaft „Farbe“ gibt es schon.' },
      { path: 'properties.2.values', message: 'Bitte geben Sie mindestens einen Wert an.' },
      { path: 'variants', message: 'Bitte legen Sie mindestens eine Variante an.' },
    ]);
  });

  it('refuses a variant material number used twice, by the bonus itself or by another bonus', () => {
    const taken = (number: string) => number === 'K-HELM-WL';
    const errors = validateComplexBonus('K-HELM', { ...helmet, variants: [...helmet.variants, variant('K-HELM', [['Farbe', 'Weiß'], ['Größe', 'M']])] }, taken);
    expect(errors).toEqual([
      { path: 'variants.1.materialNumber', message: 'Die Materialnummer K-HELM-WL ist schon vergeben.' },
      { path: 'variants.2.materialNumber', message: 'Die Materialnummer K-HELM ist schon vergeben.' },
    ]);
  });

  it('checks the tile texts as a bonus update does', () => {
    expect(validateComplexBonus('K-HELM', { ...helmet, title: '', link: 'www.example.de' })).toEqual([
      { path: 'title', message: 'Bitte geben Sie einen Titel ein.' },
      { path: 'link', message: 'Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.' },
      { path: 'linkLabel', message: 'Bitte geben Sie einen Linktext ein.' },
    ]);
  });
});
