import { describe, expect, it } from 'vitest';
import { formatEuro } from './formatEuro.ts';

describe('formatEuro', () => {
  it('writes two decimals with a comma and " €"', () => {
    expect(formatEuro(1290)).toBe('12,90 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(0)).toBe('0,00 €');
  });

  it('separates thousands with dots', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(100000000)).toBe('1.000.000,00 €');
  });
});
