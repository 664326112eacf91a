import { describe, expect, it } from 'vitest';
import { meetsTarget } from './speedTargets.ts';

describe('meetsTarget', () => {
  it('a score meets its target from the bar upwards', () => {
    expect(meetsTarget('performance', 95)).toBe(true);
    expect(meetsTarget('performance', 94)).toBe(false);
  });

  it('a time, a shift or a size meets its target up to the bar', () => {
    expect(meetsTarget('largestContentfulPaintMs', 2000)).toBe(true);
    expect(meetsTarget('largestContentfulPaintMs', 2001)).toBe(false);
    expect(meetsTarget('cumulativeLayoutShift', 0.051)).toBe(false);
    expect(meetsTarget('transferBytes', 200_000)).toBe(true);
    expect(meetsTarget('inpMs', 101)).toBe(false);
  });

  it('says nothing about a figure that was not measured', () => {
    expect(meetsTarget('performance', Number.NaN)).toBeUndefined();
  });
});
