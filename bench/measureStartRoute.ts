import lighthouse from 'lighthouse';
import type { PageMeasurement, RunFigures } from './BenchReport.ts';
import { keepLhr } from './keepLhr.ts';
import { runFiguresFromLhr, type LhrLike } from './runFiguresFromLhr.ts';
import { summarizeRuns } from './summarizeRuns.ts';

/** Where and how often to measure a Start route. */
export interface StartRouteRun {
  /** Debugging port of the Chromium Lighthouse drives. */
  readonly chromePort: number;
  /** The sandbox serving the tenant's bundle, without a trailing slash. */
  readonly origin: string;
  readonly tenant: string;
  readonly salesCampaignId: string;
  readonly runs: number;
  readonly log: (line: string) => void;
}

/** Lighthouse's default configuration (mid-range phone on slow 4G, simulated throttling) on a Start route, `runs` times; the median. */
export async function measureStartRoute(run: StartRouteRun): Promise<PageMeasurement> {
  const path = `/neubestellung/abo/?wa=${encodeURIComponent(run.salesCampaignId)}`;
  const results: RunFigures[] = [];
  for (let index = 1; index <= run.runs; index += 1) {
    const answer = await lighthouse(`${run.origin}${path}`, {
      port: run.chromePort,
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!answer) throw new Error(`Lighthouse returned no result for ${path}`);
    const figures = runFiguresFromLhr(answer.lhr as unknown as LhrLike);
    results.push(figures);
    keepLhr(`start-${run.tenant}-${index}`, answer.lhr, answer.artifacts);
    run.log(
      `Start ${run.tenant} run ${index}/${run.runs}: performance ${figures.performance}, LCP ${Math.round(figures.largestContentfulPaintMs)} ms`,
    );
  }
  return {
    page: `Start ${run.tenant} (${run.salesCampaignId})`,
    url: path,
    mode: 'navigation',
    kind: 'start',
    runs: run.runs,
    ...summarizeRuns(results),
  };
}
