import type { RunFigures } from './BenchReport.ts';
import { median } from './median.ts';

/** The median of each figure over the runs; the LCP element is the one of the run with the median LCP. */
export function summarizeRuns(runs: readonly RunFigures[]): RunFigures {
  const of = (pick: (run: RunFigures) => number) => median(runs.map(pick));
  const lcp = of((run) => run.largestContentfulPaintMs);
  const medianLcpRun = [...runs].sort((a, b) => Math.abs(a.largestContentfulPaintMs - lcp) - Math.abs(b.largestContentfulPaintMs - lcp))[0];
  return {
    performance: of((run) => run.performance),
    accessibility: of((run) => run.accessibility),
    largestContentfulPaintMs: lcp,
    firstContentfulPaintMs: of((run) => run.firstContentfulPaintMs),
    totalBlockingTimeMs: of((run) => run.totalBlockingTimeMs),
    longestTaskMs: of((run) => run.longestTaskMs),
    cumulativeLayoutShift: of((run) => run.cumulativeLayoutShift),
    transferBytes: of((run) => run.transferBytes),
    lcpElement: medianLcpRun?.lcpElement ?? '',
  };
}
