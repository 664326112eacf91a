import { describe, expect, it } from 'vitest';
import { isOrderRecurring } from './isOrderRecurring.ts';

const now = new Date(2026, 10, 12, 22, 0);
const base = { printProductType: 'P' as const, showStartDate: true, recurring: false, now };

describe('isOrderRecurring', () => {
  it('treats a start more than 7 days away as recurring', () => {
    expect(isOrderRecurring({ ...base, startDate: '2026-11-20' })).toBe(true);
    expect(isOrderRecurring({ ...base, startDate: new Date(2026, 10, 20, 0, 0) })).toBe(true);
  });
  it('does not for a start 7 days away or sooner', () => {
    expect(isOrderRecurring({ ...base, startDate: '2026-11-19' })).toBe(false);
    expect(isOrderRecurring({ ...base, startDate: '2026-11-12' })).toBe(false);
  });
  it('applies only to non-digital campaigns that show a start date', () => {
    expect(isOrderRecurring({ ...base, printProductType: 'M', startDate: '2026-12-20' })).toBe(true);
    expect(isOrderRecurring({ ...base, printProductType: 'D', startDate: '2026-12-20' })).toBe(false);
    expect(isOrderRecurring({ ...base, showStartDate: false, startDate: '2026-12-20' })).toBe(false);
    expect(isOrderRecurring({ ...base, startDate: undefined })).toBe(false);
    expect(isOrderRecurring({ ...base, startDate: 'kein Datum' })).toBe(false);
  });
  it('keeps a recurring campaign recurring', () => {
    expect(isOrderRecurring({ ...base, printProductType: 'D', recurring: true, startDate: null })).toBe(true);
  });
});
