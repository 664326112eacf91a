import { describe, expect, it } from 'vitest';
import { comparisonKey, isSimilarName } from './comparisonKey.ts';

describe('comparisonKey', () => {
  it('treats umlaut spellings, ß and case alike', () => {
    expect(comparisonKey('München')).toBe(comparisonKey('MUENCHEN'));
    expect(comparisonKey('München')).toBe(comparisonKey('munchen'));
    expect(comparisonKey('Weißenburgstraße')).toBe(comparisonKey('Weissenburgstrasse'));
  });

  it('expands "Str." and "Pl." and ignores spaces, hyphens and dots', () => {
    expect(comparisonKey('Theodor-Heuss-Str.')).toBe(comparisonKey('Theodor Heuss Straße'));
    expect(comparisonKey('Hauptstr')).toBe(comparisonKey('Hauptstraße'));
    expect(comparisonKey('Pariser Pl.')).toBe(comparisonKey('Pariser Platz'));
  });

  it('keeps different names apart', () => {
    expect(comparisonKey('Königstraße')).not.toBe(comparisonKey('Königsallee'));
    expect(comparisonKey('Murr')).not.toBe(comparisonKey('Marbach'));
  });
});

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
