import { describe, expect, it } from 'vitest';
import { checkVariantsPrompt } from '../rules/validateComplexBonus.ts';
import {
  choicesOf,
  emptyComplexBonus,
  emptyVariant,
  isComplexGroupPath,
  toComplexBonusInput,
  toComplexFormPath,
  validateComplexBonusForm,
  withPropertyAdded,
  withPropertyRemoved,
  type ComplexBonusFormValues,
} from './complexBonusFormValues.ts';

const helmet: ComplexBonusFormValues = {
  ...emptyComplexBonus(),
  materialNumber: 'K-HELM',
  title: 'Fahrradhelm',
  properties: [
    { name: 'Farbe', values: ['Schwarz', 'Weiß'] },
    { name: 'Größe', values: ['M', 'L'] },
  ],
  variants: [
    { materialNumber: 'K-HELM-SM', title: 'Helm Schwarz M', propertyValues: [{ value: 'Schwarz' }, { value: 'M' }], charge: '' },
    { materialNumber: 'K-HELM-WL', title: 'Helm Weiß L', propertyValues: [{ value: 'Weiß' }, { value: 'L' }], charge: '2,50' },
  ],
};

describe('complex bonus form values', () => {
  it('build the request: each variant names the property of each choice, charges in euro', () => {
    const input = toComplexBonusInput(helmet);
    expect(input.variants[1]).toEqual({
      materialNumber: 'K-HELM-WL', title: 'Helm Weiß L',
      propertyValues: [{ name: 'Farbe', value: 'Weiß' }, { name: 'Größe', value: 'L' }],
      additionalCharges: [{ value: 2.5 }],
    });
    expect(input).toMatchObject({ additionalCharges: [], validFrom: null, active: true, textLabel: 'Beschreibung' });
  });

  it('pass a complete configuration', () => {
    expect(validateComplexBonusForm(helmet)).toEqual([]);
  });

  it('refuse a duplicate variant with the prompt to check the variants, at the variant', () => {
    const twin = { ...helmet, variants: [...helmet.variants, { ...helmet.variants[0]!, materialNumber: 'K-HELM-SM2' }] };
    expect(validateComplexBonusForm(twin)).toEqual([{ path: 'variants.2', message: `Diese Variante gleicht Variante 1. ${checkVariantsPrompt}` }]);
    expect(isComplexGroupPath('variants.2')).toBe(true);
  });

  it('refuse an empty selection, a duplicate property name and a missing or malformed material number and charge', () => {
    const broken: ComplexBonusFormValues = {
      ...helmet,
      materialNumber: 'HELM',
      charge: 'viel',
      properties: [helmet.properties[0]!, { name: 'Farbe', values: ['Rot'] }],
      variants: [{ ...helmet.variants[0]!, propertyValues: [{ value: '' }, { value: 'Rot' }] }],
    };
    expect(validateComplexBonusForm(broken)).toEqual([
      { path: 'charge', message: 'Bitte geben Sie den Aufpreis in Euro ein, z. B. 4,90.' },
      { path: 'materialNumber', message: 'Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.' },
      { path: 'properties.1.name', message: 'Die Eigenschaft „Farbe“ gibt es schon.' },
      { path: 'variants.0.propertyValues.0.value', message: 'Bitte wählen Sie einen Wert für „Farbe“.' },
    ]);
    expect(validateComplexBonusForm({ ...helmet, materialNumber: ' ' })).toEqual([{ path: 'materialNumber', message: 'Bitte geben Sie eine Materialnummer ein.' }]);
  });

  it('mark two properties of the same name at the property only, not every variant with a value already chosen', () => {
    const twice: ComplexBonusFormValues = {
      ...helmet,
      properties: [helmet.properties[0]!, { name: helmet.properties[0]!.name, values: ['Rot'] }],
      variants: helmet.variants.map((variant) => ({ ...variant, propertyValues: [...variant.propertyValues, { value: 'Rot' }] })),
    };
    expect(validateComplexBonusForm(twice)).toEqual([{ path: 'properties.1.name', message: `Die Eigenschaft „${helmet.properties[0]!.name}“ gibt es schon.` }]);
  });

  it('say nothing more at the variants about a property without a name', () => {
    const unnamed = { ...helmet, properties: [helmet.properties[0]!, { name: ' ', values: ['M', 'L'] }] };
    expect(validateComplexBonusForm(unnamed)).toEqual([{ path: 'properties.1.name', message: 'Bitte geben Sie einen Namen für die Eigenschaft ein.' }]);
  });

  it('map server paths to the form fields', () => {
    expect(toComplexFormPath('variants.3.propertyValues.1.name')).toBe('variants.3.propertyValues.1.value');
    expect(toComplexFormPath('variants.0.additionalCharges.0.value')).toBe('variants.0.charge');
    expect(toComplexFormPath('additionalCharges.0.value')).toBe('charge');
    expect(toComplexFormPath('properties.0.values.1')).toBe('properties.0.values.1');
    expect(isComplexGroupPath('properties.0.values')).toBe(true);
    expect(isComplexGroupPath('properties.0.values.1')).toBe(false);
  });

  it('keep every variant in step when properties are added or removed', () => {
    const added = withPropertyAdded(helmet);
    expect(added.properties).toHaveLength(3);
    expect(added.variants[0]!.propertyValues).toEqual([{ value: 'Schwarz' }, { value: 'M' }, { value: '' }]);
    const removed = withPropertyRemoved(helmet, 0);
    expect(removed.properties).toEqual([{ name: 'Größe', values: ['M', 'L'] }]);
    expect(removed.variants[1]!.propertyValues).toEqual([{ value: 'L' }]);
    expect(emptyVariant(helmet.properties).propertyValues).toHaveLength(2);
  });

  it('offer each filled value once', () => {
    expect(choicesOf({ name: 'Farbe', values: ['Rot', ' ', 'Rot', 'Blau '] })).toEqual(['Rot', 'Blau']);
    expect(choicesOf(undefined)).toEqual([]);
  });
});
