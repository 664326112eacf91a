import { describe, expect, it } from 'vitest';
import { isFreeSubscription } from './isFreeSubscription.ts';

describe('isFreeSubscription', () => {
  it('follows withCosts when the campaign gives it', () => {
    expect(isFreeSubscription({ withCosts: true, priceInfos: [{ price: 0 }] })).toBe(false);
    expect(isFreeSubscription({ withCosts: false, priceInfos: [{ price: 9.99 }] })).toBe(true);
  });

  it('treats a campaign without withCosts as having costs unless every known price is 0', () => {
    expect(isFreeSubscription({ withCosts: null, priceInfos: [{ price: 9.99 }] })).toBe(false);
    expect(isFreeSubscription({ priceInfos: [{ price: 0 }] }, { price: 12.5, annualPrice: 0 })).toBe(false);
    expect(isFreeSubscription({ withCosts: null, priceInfos: [{ price: 0 }] }, { price: 0, annualPrice: 0 })).toBe(true);
    expect(isFreeSubscription({ priceInfos: [{ price: null }] }, { price: 0 })).toBe(true);
  });

  it('does not call a campaign free when no price is known at all', () => {
    expect(isFreeSubscription({})).toBe(false);
    expect(isFreeSubscription({ withCosts: null, priceInfos: [] }, undefined)).toBe(false);
  });
});
