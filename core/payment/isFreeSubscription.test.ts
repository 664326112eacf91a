import { describe, expect, it } from 'vitest';
import { isFreeSubscription } from './isFreeSubscription.ts';

describe('isFreeSubscription', () => {
  it('is free unless the campaign has costs', () => {
    expect(isFreeSubscription({ withCosts: true })).toBe(false);
    expect(isFreeSubscription({ withCosts: false })).toBe(true);
    expect(isFreeSubscription({ withCosts: null })).toBe(true);
    expect(isFreeSubscription({})).toBe(true);
  });
});
