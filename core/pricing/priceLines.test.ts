import { describe, expect, it } from 'vitest';
import { pricePeriodLabel } from './priceLines.ts';

describe('pricePeriodLabel', () => {
  it('names the period of each billing frequency code', () => {
    expect(pricePeriodLabel('01')).toBe('Jährlicher Preis');
    expect(pricePeriodLabel('02')).toBe('Halbjährlicher Preis');
    expect(pricePeriodLabel('04')).toBe('Vierteljährlicher Preis');
    expect(pricePeriodLabel('12')).toBe('Monatlicher Preis');
    expect(pricePeriodLabel(undefined)).toBe('Monatlicher Preis');
  });
});
