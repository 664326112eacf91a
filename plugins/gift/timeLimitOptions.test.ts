import { describe, expect, it } from 'vitest';
import { timeLimitOptions } from './timeLimitOptions.ts';

describe('timeLimitOptions', () => {
  it('offers 0 (unbegrenzt), 3, 6 and 12 months by default', () => {
    expect(timeLimitOptions()).toEqual([
      { value: 0, label: 'unbegrenzt' },
      { value: 3, label: '3 Monate' },
      { value: 6, label: '6 Monate' },
      { value: 12, label: '12 Monate' },
    ]);
  });

  it('labels a tenant’s own list, with the singular for one month', () => {
    expect(timeLimitOptions([1, 24])).toEqual([
      { value: 1, label: '1 Monat' },
      { value: 24, label: '24 Monate' },
    ]);
  });

  it('refuses negative or fractional months, naming the value', () => {
    expect(() => timeLimitOptions([3, -1])).toThrow(/-1/);
    expect(() => timeLimitOptions([1.5])).toThrow(RangeError);
  });
});
