import { describe, expect, it } from 'vitest';
import { meetsTarget, paymentPageTargets } from './speedTargets.ts';

describe('meetsTarget', () => {
  it('a score meets its target from the bar upwards', () => {
    expect(meetsTarget('performance', 98)).toBe(true);
    expect(meetsTarget('performance', 97)).toBe(false);
  });

  it('a time, a shift or a size meets its target up to the bar', () => {
    expect(meetsTarget('largestContentfulPaintMs', 1200)).toBe(true);
    expect(meetsTarget('largestContentfulPaintMs', 1201)).toBe(false);
    expect(meetsTarget('totalBlockingTimeMs', 101)).toBe(false);
    expect(meetsTarget('cumulativeLayoutShift', 0.02)).toBe(true);
    expect(meetsTarget('cumulativeLayoutShift', 0.021)).toBe(false);
    expect(meetsTarget('transferBytes', 200_000)).toBe(true);
    expect(meetsTarget('inpMs', 101)).toBe(false);
  });

  it('wants no task of 50 ms or more after the first paint (0: Lighthouse listed none)', () => {
    expect(meetsTarget('longestTaskMs', 0)).toBe(true);
    expect(meetsTarget('longestTaskMs', 51)).toBe(false);
  });

  it('holds the payment page to its own largest paint and to no transfer budget', () => {
    expect(meetsTarget('largestContentfulPaintMs', 1500, paymentPageTargets)).toBe(true);
    expect(meetsTarget('largestContentfulPaintMs', 1501, paymentPageTargets)).toBe(false);
    expect(meetsTarget('transferBytes', 300_000, paymentPageTargets)).toBeUndefined();
    expect(meetsTarget('totalBlockingTimeMs', 101, paymentPageTargets)).toBe(false);
  });

  it('says nothing about a figure that was not measured', () => {
    expect(meetsTarget('performance', Number.NaN)).toBeUndefined();
  });
});
