import type { RunFigures } from './BenchReport.ts';
import { median } from './median.ts';

/**
 * The median of each figure over the runs; the LCP element is the one of the run with the median LCP. The longest task
 * is 0 ("none of 50 ms or more") or a task's length, so of an even number of runs it takes the upper of the two middle
 * values: their mean, such as 28 ms of "none" and 55 ms, would be a task no run had.
 */
export function summarizeRuns(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const upperMiddle = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
  const lcp = of((run) => run.largestContentfulPaintMs);
  const medianLcpRun = [...runs].sort((a, b) => Math.abs(a.largestContentfulPaintMs - lcp) - Math.abs(b.largestContentfulPaintMs - lcp))[0];
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    largestContentfulPaintMs: lcp,
    firstContentfulPaintMs: of((run) => run.firstContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    longestTaskMs: upperMiddle(runs.map((run) => run.longestTaskMs)),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    transferBytes: of((run) => run.transferBytes),
    lcpElement: medianLcpRun?.lcpElement ?? '',
    hostBenchmarkIndex: of((run) => run.hostBenchmarkIndex),
  };
}
