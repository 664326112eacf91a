import { describe, expect, it } from 'vitest';
import { toCents } from './toCents.ts';

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
