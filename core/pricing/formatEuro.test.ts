import { describe, expect, it } from 'vitest';
import { formatEuro, roundToCents, toCents } from './formatEuro.ts';

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

describe('roundToCents', () => {
  it.each([
    [12.9, 1290],
    [1.005, 101],
    [1.15, 115],
    [0.07, 7],
    [0.1 + 0.2, 30],
    [239.88, 23988],
    [1e-7, 0],
    [1e21, 1e23],
    [-3.505, -351],
    [-0.001, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('gives %d euro as %d cents', (amount, cents) => {
    expect(roundToCents(amount)).toBe(cents);
  });
});

describe('toCents', () => {
  it('takes the annual price when above 0', () => {
    expect(toCents({ price: 12.9, annualPrice: 154.8 })).toBe(15480);
  });
  it('takes the price when the annual price is 0 or missing', () => {
    expect(toCents({ price: 12.9, annualPrice: 0 })).toBe(1290);
    expect(toCents({ price: 12.9, annualPrice: null })).toBe(1290);
    expect(toCents({ price: 4.35 })).toBe(435);
  });
  it('gives integer cents without float error', () => {
    expect(toCents({ price: 0.07 })).toBe(7);
    expect(toCents({ price: 1.15 })).toBe(115);
    expect(toCents({ price: 19.99, annualPrice: 239.88 })).toBe(23988);
    expect(Number.isInteger(toCents({ price: 0.1 + 0.2 }))).toBe(true);
  });
  it('gives 0 for a missing price', () => {
    expect(toCents(undefined)).toBe(0);
    expect(toCents({ price: null, annualPrice: null })).toBe(0);
  });
});
