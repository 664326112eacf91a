import { describe, expect, it } from 'vitest';
import { mayPrefillPaymentData } from './mayPrefillPaymentData.ts';

describe('mayPrefillPaymentData', () => {
  it('prefills saved data of a known method for campaigns with costs', () => {
    expect(mayPrefillPaymentData({ withCosts: true, savedPaymentData: { paymentMethod: 'sepa' } })).toBe(true);
  });
  it('never prefills for campaigns without costs', () => {
    expect(mayPrefillPaymentData({ withCosts: false, savedPaymentData: { paymentMethod: 'sepa' } })).toBe(false);
  });
  it('needs saved data with a known method', () => {
    expect(mayPrefillPaymentData({ withCosts: true, savedPaymentData: null })).toBe(false);
    expect(mayPrefillPaymentData({ withCosts: true, savedPaymentData: { paymentMethod: null } })).toBe(false);
    expect(mayPrefillPaymentData({ withCosts: true, savedPaymentData: { paymentMethod: 'Q' } })).toBe(false);
  });
});
