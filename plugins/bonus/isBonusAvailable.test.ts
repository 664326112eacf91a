import { describe, expect, it } from 'vitest';
import { isBonusAvailable } from './isBonusAvailable.ts';

describe('isBonusAvailable', () => {
  const today = new Date(2025, 5, 15, 23, 30);
  const entry = (bonus: object, validUntil?: string | null) => ({
    bonus: { materialNumber: '100', ...bonus },
    fixedBonus: false,
    validUntil,
  });

  it('offers an active, valid bonus without end date', () => {
    expect(isBonusAvailable(entry({ active: true, invalid: false }), today)).toBe(true);
    expect(isBonusAvailable(entry({ active: null, invalid: null }, null), today)).toBe(true);
  });

  it('withdraws a bonus flagged invalid', () => {
    expect(isBonusAvailable(entry({ invalid: true }), today)).toBe(false);
  });

  it('withdraws an inactive bonus', () => {
    expect(isBonusAvailable(entry({ active: false }), today)).toBe(false);
  });

  it('offers the bonus through its validUntil day and withdraws it after', () => {
    expect(isBonusAvailable(entry({}, '2025-06-15'), today)).toBe(true);
    expect(isBonusAvailable(entry({}, '2025-06-15T00:00:00'), today)).toBe(true);
    expect(isBonusAvailable(entry({}, '2025-06-14'), today)).toBe(false);
    expect(isBonusAvailable(entry({}, '2026-01-01'), today)).toBe(true);
  });

  it('offers a bonus from its validFrom day on, not before', () => {
    expect(isBonusAvailable(entry({ validFrom: '2025-06-15' }), today)).toBe(true);
    expect(isBonusAvailable(entry({ validFrom: '2025-06-14T08:00:00' }), today)).toBe(true);
    expect(isBonusAvailable(entry({ validFrom: '2025-06-16' }), today)).toBe(false);
    expect(isBonusAvailable(entry({ validFrom: 'bald' }), today)).toBe(false);
    expect(isBonusAvailable(entry({ validFrom: null }), today)).toBe(true);
  });

  it('withdraws a bonus whose validUntil is not an ISO date', () => {
    expect(isBonusAvailable(entry({}, '15.06.2025'), today)).toBe(false);
  });
});
