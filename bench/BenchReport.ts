/** The figures of one Lighthouse run of a page. */
export interface RunFigures {
  /** Performance score 0–100; NaN for a timespan, which has no score. */
  readonly performance: number;
  /** Accessibility score 0–100 (the target is 100 on the Start route); NaN where not measured. */
  readonly accessibility: number;
  readonly largestContentfulPaintMs: number;
  readonly firstContentfulPaintMs: number;
  readonly totalBlockingTimeMs: number;
  /**
   * The longest main-thread task after the first contentful paint, in the simulated phone's time (Lighthouse's
   * `long-tasks`, which lists tasks of 50 ms and more): 0 when there is none.
   */
  readonly longestTaskMs: number;
  readonly cumulativeLayoutShift: number;
  /** Lighthouse `total-byte-weight`: bytes transferred over the network. */
  readonly transferBytes: number;
  /** The label Lighthouse gives the largest contentful paint's element ("" when none). */
  readonly lcpElement: string;
  /**
   * Lighthouse's benchmark index of the machine that ran the page (`environment.benchmarkIndex`, higher is faster);
   * NaN when not reported. The simulated phone's tasks are the host's times four, so a slower host reports longer ones.
   */
  readonly hostBenchmarkIndex: number;
}

/** A measured page: the median of its runs. */
export interface PageMeasurement extends RunFigures {
  /** What was measured, for the table: e.g. "Start sz (SZ-DIGITAL-STANDARD)". */
  readonly page: string;
  /** Path and query of the measured page. */
  readonly url: string;
  /** `navigation`: a page load Lighthouse scores; `timespan`: an interaction stretch without LCP or score. */
  readonly mode: 'navigation' | 'timespan';
  /** Which targets the page is held to (bench/speedTargets.ts): the Start route's or the payment page's. */
  readonly kind: 'start' | 'payment';
  readonly runs: number;
}

/** INP while typing an address into an order form. */
export interface InpMeasurement {
  readonly page: string;
  readonly url: string;
  /** Median INP of the runs in ms. */
  readonly inpMs: number;
  /** Interactions counted in the median run. */
  readonly interactions: number;
  readonly cpuSlowdown: number;
  readonly runs: number;
}

/** What `npm run bench` writes to bench/reports/bench.json and into dist/size-report.json under `speed`. */
export interface BenchReport {
  /** ISO date and time of the measurement. */
  readonly measuredAt: string;
  readonly cpus: number;
  /** The median of the pages' host benchmark indexes (see `RunFigures.hostBenchmarkIndex`); absent in older reports. */
  readonly hostBenchmarkIndex?: number;
  readonly chromium: string;
  readonly lighthouse: string;
  /** How the bundles were served (bench/serveBundle.ts): through nginx with the generated configuration, or the sandbox. */
  readonly servedBy?: string;
  readonly pages: readonly PageMeasurement[];
  readonly inp: InpMeasurement | undefined;
}
