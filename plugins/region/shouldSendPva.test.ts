import { describe, expect, it } from 'vitest';
import { shouldSendPva } from './shouldSendPva.ts';

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
