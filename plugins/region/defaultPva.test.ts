import { describe, expect, it } from 'vitest';
import { defaultPva } from './defaultPva.ts';

describe('defaultPva', () => {
  const withEg = [{ code: 'EG' }, { code: 'RW' }];
  const districts = [{ code: 'RW' }, { code: 'VS' }];

  it('presets EG when it is offered', () => {
    expect(defaultPva({ options: withEg, allowsDash: true, addressDistrict: 'RW' })).toBe('EG');
  });

  it('presets - when EG is not offered and - is allowed', () => {
    expect(defaultPva({ options: districts, allowsDash: true, addressDistrict: 'RW' })).toBe('-');
  });

  it('otherwise presets the address district when it is a known region', () => {
    expect(defaultPva({ options: districts, allowsDash: false, addressDistrict: 'VS' })).toBe('VS');
  });

  it('presets nothing for an unknown or missing district', () => {
    expect(defaultPva({ options: districts, allowsDash: false, addressDistrict: 'FR' })).toBe('');
    expect(defaultPva({ options: districts, allowsDash: false, addressDistrict: null })).toBe('');
    expect(defaultPva({ options: districts, allowsDash: false })).toBe('');
    expect(defaultPva({ options: [], allowsDash: false, addressDistrict: 'RW' })).toBe('');
  });
});
