import { describe, expect, it } from 'vitest';
import { resolveCity } from './resolveCity.ts';

const cities = ['Stuttgart', 'Esslingen am Neckar', 'Marbach am Neckar', 'Villingen-Schwenningen', 'Lahr/Schwarzwald', 'Murr'];

describe('resolveCity', () => {
  it('finds the reference spelling of the same name', () => {
    expect(resolveCity('STUTTGART', cities)).toBe('Stuttgart');
  });

  it('finds a unique typo, prefix or name part', () => {
    expect(resolveCity('Stutgart', cities)).toBe('Stuttgart');
    expect(resolveCity('Esslingen', cities)).toBe('Esslingen am Neckar');
    expect(resolveCity('Schwenningen', cities)).toBe('Villingen-Schwenningen');
    expect(resolveCity('Lahr', cities)).toBe('Lahr/Schwarzwald');
  });

  it('gives up on ambiguous or unknown names', () => {
    expect(resolveCity('Neckar', cities)).toBeUndefined();
    expect(resolveCity('Atlantis', cities)).toBeUndefined();
    expect(resolveCity('', cities)).toBeUndefined();
  });
});
