import { describe, expect, it } from 'vitest';
import { cartFixtures as f } from './cartFixtures.ts';
import { resolveVariant, isEveryPropertyChosen } from './resolveVariant.ts';

describe('resolveVariant', () => {
  const shirt = f.shirt.bonus;

  it('finds the variant matching every chosen value', () => {
    expect(resolveVariant(shirt, { Größe: 'L', Farbe: 'Blau' })?.materialNumber).toBe('502');
    expect(resolveVariant(shirt, { Farbe: 'Blau', Größe: 'M' })?.materialNumber).toBe('501');
  });

  it('selects nothing until every property is chosen', () => {
    expect(resolveVariant(shirt, { Größe: 'L' })).toBeUndefined();
    expect(resolveVariant(shirt, { Größe: 'L', Farbe: '' })).toBeUndefined();
    expect(resolveVariant(shirt, {})).toBeUndefined();
  });

  it('selects nothing when no variant has the combination', () => {
    expect(resolveVariant(shirt, { Größe: 'S', Farbe: 'Blau' })).toBeUndefined();
    expect(resolveVariant(shirt, { Größe: 'M', Farbe: 'Rot' })).toBeUndefined();
  });

  it('matches values by position when they carry no property names', () => {
    const mug = {
      properties: [{ name: 'Motiv' }, { name: 'Farbe' }],
      variants: [
        { materialNumber: '601', propertyValues: [{ value: 'Rot' }, { value: 'Weiß' }] },
        { materialNumber: '602', propertyValues: [{ value: 'Weiß' }, { value: 'Rot' }] },
      ],
    };
    expect(resolveVariant(mug, { Motiv: 'Weiß', Farbe: 'Rot' })?.materialNumber).toBe('602');
    expect(resolveVariant(mug, { Motiv: 'Rot', Farbe: 'Weiß' })?.materialNumber).toBe('601');
    expect(resolveVariant(mug, { Motiv: 'Rot', Farbe: 'Rot' })).toBeUndefined();
  });

  it('finds nothing for a bonus without variants', () => {
    expect(resolveVariant({ properties: [{ name: 'Größe' }], variants: null }, { Größe: 'M' })).toBeUndefined();
  });
});

describe('isEveryPropertyChosen', () => {
  it('needs a non-empty value for each property', () => {
    expect(isEveryPropertyChosen(f.shirt.bonus, { Größe: 'M', Farbe: 'Blau' })).toBe(true);
    expect(isEveryPropertyChosen(f.shirt.bonus, { Größe: 'M' })).toBe(false);
    expect(isEveryPropertyChosen(f.shirt.bonus, { Größe: 'M', Farbe: '' })).toBe(false);
  });

  it('is true for a bonus without properties', () => {
    expect(isEveryPropertyChosen({ properties: null }, {})).toBe(true);
  });
});
