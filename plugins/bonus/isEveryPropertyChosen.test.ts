import { describe, expect, it } from 'vitest';
import { cartFixtures as f } from './cartFixtures.ts';
import { isEveryPropertyChosen } from './isEveryPropertyChosen.ts';

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
