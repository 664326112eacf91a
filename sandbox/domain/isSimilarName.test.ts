import { describe, expect, it } from 'vitest';
import { isSimilarName } from './isSimilarName.ts';

describe('isSimilarName', () => {
  it('accepts small typos, scaled by length', () => {
    expect(isSimilarName('Königsstrase', 'Königstraße')).toBe(true);
    expect(isSimilarName('Tal', 'Tak')).toBe(true);
    expect(isSimilarName('Tal', 'Tor')).toBe(false);
  });

  it('accepts a typed prefix of at least four characters', () => {
    expect(isSimilarName('Wolfgang-Brumme', 'Wolfgang-Brumme-Allee')).toBe(true);
    expect(isSimilarName('Wol', 'Wolfgang-Brumme-Allee')).toBe(false);
  });

  it('rejects unrelated and empty names', () => {
    expect(isSimilarName('Olgastraße', 'Königstraße')).toBe(false);
    expect(isSimilarName('', 'Tal')).toBe(false);
  });
});
