import { describe, expect, it } from 'vitest';
import { defaultPva, shouldSendPva } from './chosenPva.ts';

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

describe('shouldSendPva', () => {
  const options = [{ code: 'EG', name: 'Automatische Zuordnung' }];

  it('sends a digital campaign’s pva only when regions exist and it is not -', () => {
    expect(shouldSendPva({ printProductType: 'D', options, pva: 'EG' })).toBe(true);
    expect(shouldSendPva({ printProductType: 'D', options, pva: '-' })).toBe(false);
    expect(shouldSendPva({ printProductType: 'D', options: [], pva: 'EG' })).toBe(false);
    expect(shouldSendPva({ printProductType: 'D', options: null, pva: 'EG' })).toBe(false);
    expect(shouldSendPva({ printProductType: 'D', options, pva: '' })).toBe(false);
  });

  it('sends a print or magazine campaign’s pva when it is set', () => {
    expect(shouldSendPva({ printProductType: 'P', options: [], pva: 'RW' })).toBe(true);
    expect(shouldSendPva({ printProductType: 'M', options: null, pva: 'EG' })).toBe(true);
    expect(shouldSendPva({ printProductType: 'P', options, pva: '' })).toBe(false);
    expect(shouldSendPva({ printProductType: 'M', options, pva: null })).toBe(false);
  });
});
