import { describe, expect, it } from 'vitest';
import { knownPaymentMethods } from './knownPaymentMethods.ts';

describe('knownPaymentMethods', () => {
  it('keeps the four known keys in the server order', () => {
    expect(knownPaymentMethods(['Y', '7', 'P', 'Q'], ['Q', 'P'])).toEqual(['Y', '7', 'P', 'Q']);
  });
  it('drops unknown keys and duplicates', () => {
    expect(knownPaymentMethods(['X', '7', 'toString', '7', 'q', 'Y'], ['Q', 'P'])).toEqual(['7', 'Y']);
  });
  it('offers card and PayPal only when the tenant enables their provider', () => {
    expect(knownPaymentMethods(['Q', 'P', '7'], [])).toEqual(['7']);
    expect(knownPaymentMethods(['Q', 'P', '7'], ['P'])).toEqual(['P', '7']);
  });
});
