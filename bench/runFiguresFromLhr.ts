import type { RunFigures } from './BenchReport.ts';

/** The part of a Lighthouse result the bench reads (a structural type, so tests can pass a plain object). */
export interface LhrLike {
  readonly categories: Readonly<Record<string, { readonly score: number | null } | undefined>>;
  readonly audits: Readonly<Record<string, { readonly numericValue?: number; readonly details?: unknown } | undefined>>;
  readonly environment?: { readonly benchmarkIndex?: number };
}

/** Audits that name the LCP element: Lighthouse 13's insight, and the audit of earlier versions. */
const lcpElementAudits = ['lcp-breakdown-insight', 'largest-contentful-paint-element'];

function findNodeLabel(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null) return undefined;
  const record = details as Record<string, unknown>;
  if (record.type === 'node') return String(record.nodeLabel ?? record.snippet ?? record.selector ?? '');
  for (const value of Object.values(record)) {
    const label = findNodeLabel(value);
    if (label !== undefined) return label;
  }
  return undefined;
}

/** The longest task Lighthouse lists from `after` on (its first contentful paint); NaN without the audit. */
function longestTaskAfter(details: unknown, after: number): number {
  const items = (details as { readonly items?: readonly { readonly startTime?: number; readonly duration?: number }[] } | undefined)?.items;
  if (!items) return Number.NaN;
  return Math.max(0, ...items.filter((task) => (task.startTime ?? 0) >= after).map((task) => task.duration ?? 0));
}

/** The bench's figures of one Lighthouse result; a figure Lighthouse did not report is NaN. */
export function runFiguresFromLhr(lhr: LhrLike): RunFigures {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const score = lhr.categories.performance?.score;
  const accessibility = lhr.categories.accessibility?.score;
  const lcpElement = lcpElementAudits.map((id) => findNodeLabel(lhr.audits[id]?.details)).find((label) => label !== undefined);
  return {
    performance: score === null || score === undefined ? Number.NaN : Math.round(score * 100),
    accessibility: accessibility === null || accessibility === undefined ? Number.NaN : Math.round(accessibility * 100),
    largestContentfulPaintMs: metric('largest-contentful-paint'),
    firstContentfulPaintMs: metric('first-contentful-paint'),
    totalBlockingTimeMs: metric('total-blocking-time'),
    // A timespan has no first paint: every task of its stretch counts.
    longestTaskMs: longestTaskAfter(
      lhr.audits['long-tasks']?.details,
      Number.isNaN(metric('first-contentful-paint')) ? 0 : metric('first-contentful-paint'),
    ),
    cumulativeLayoutShift: metric('cumulative-layout-shift'),
    transferBytes: metric('total-byte-weight'),
    lcpElement: lcpElement ?? '',
    hostBenchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}
