import { describe, expect, it } from 'vitest';
import { timeLimitOptions } from './chosenTimeLimit.ts';

describe('timeLimitOptions', () => {
  it('offers 0 (unbegrenzt), 3, 6 and 12 months by default', () => {
    expect(timeLimitOptions()).toEqual([0, 3, 6, 12]);
  });

  it('takes a tenant’s own list', () => {
    expect(timeLimitOptions([1, 24])).toEqual([1, 24]);
  });

  it('refuses negative or fractional months, naming the value', () => {
    expect(() => timeLimitOptions([3, -1])).toThrow(/-1/);
    expect(() => timeLimitOptions([1.5])).toThrow(RangeError);
  });
});
