import { describe, expect, it } from 'vitest';
import type { RunFigures } from './BenchReport.ts';
import { summarizeRuns } from './summarizeRuns.ts';

const run = (performance: number, largestContentfulPaintMs: number, lcpElement: string): RunFigures => ({
  performance,
  accessibility: performance > 92 ? 100 : 98,
  largestContentfulPaintMs,
  firstContentfulPaintMs: largestContentfulPaintMs / 2,
  totalBlockingTimeMs: 100 - performance,
  longestTaskMs: 150 - performance,
  cumulativeLayoutShift: 0.01,
  transferBytes: 150_000 + performance,
  lcpElement,
  hostBenchmarkIndex: 2000 - performance * 10,
});

describe('summarizeRuns', () => {
  it('takes the median of every figure and the LCP element of the median-LCP run', () => {
    const summary = summarizeRuns([run(90, 3000, 'slow box'), run(97, 1800, 'heading'), run(95, 2200, 'offer box')]);
    expect(summary).toEqual({
      performance: 95,
      accessibility: 100,
      largestContentfulPaintMs: 2200,
      firstContentfulPaintMs: 1100,
      totalBlockingTimeMs: 5,
      longestTaskMs: 55,
      cumulativeLayoutShift: 0.01,
      transferBytes: 150_095,
      lcpElement: 'offer box',
      hostBenchmarkIndex: 1050,
    });
  });

  it('gives the longest task of a run, never a mean of two: of an even count the upper middle one', () => {
    const withTask = (longestTaskMs: number) => ({ ...run(95, 2000, 'box'), longestTaskMs });
    expect(summarizeRuns([withTask(0), withTask(55)]).longestTaskMs).toBe(55);
    expect(summarizeRuns([withTask(60), withTask(0), withTask(0), withTask(70)]).longestTaskMs).toBe(60);
    expect(summarizeRuns([withTask(0), withTask(0), withTask(52)]).longestTaskMs).toBe(0);
    expect(summarizeRuns([]).longestTaskMs).toBeNaN();
  });
});
