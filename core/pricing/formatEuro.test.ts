import { describe, expect, it } from 'vitest';
import { formatEuro } from './formatEuro.ts';

describe('formatEuro', () => {
  it.each([
    [12.9, '12,90 €'],
    [0, '0,00 €'],
    [9.99, '9,99 €'],
    [1234.5, '1234,50 €'],
    [0.1 + 0.2, '0,30 €'],
    [1.005, '1,01 €'],
    [19.999, '20,00 €'],
    [-3.5, '-3,50 €'],
    [-0.001, '0,00 €'],
  ])('formats %d as %j', (amount, text) => {
    expect(formatEuro(amount)).toBe(text);
  });
  it('uses a plain space before the euro sign', () => {
    expect(formatEuro(1).at(-2)).toBe(' ');
  });
});
