import { describe, expect, it } from 'vitest';
import { defaultDistrict } from './defaultDistrict.ts';

describe('defaultDistrict', () => {
  it('is EG when the campaign offers the automatic region', () => {
    expect(defaultDistrict([{ code: 'EG' }, { code: 'RW' }])).toBe('EG');
  });
  it('is - without regions or without EG among them', () => {
    expect(defaultDistrict(null)).toBe('-');
    expect(defaultDistrict([])).toBe('-');
    expect(defaultDistrict([{ code: 'RW' }])).toBe('-');
  });
});
