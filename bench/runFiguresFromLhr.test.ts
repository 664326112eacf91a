import { describe, expect, it } from 'vitest';
import { runFiguresFromLhr } from './runFiguresFromLhr.ts';

describe('runFiguresFromLhr', () => {
  it('reads the score, the metrics, the transfer size and the LCP element out of a navigation result', () => {
    const figures = runFiguresFromLhr({
      categories: { performance: { score: 0.934 }, accessibility: { score: 1 } },
      audits: {
        'largest-contentful-paint': { numericValue: 2350.4 },
        'first-contentful-paint': { numericValue: 1200 },
        'total-blocking-time': { numericValue: 80 },
        'cumulative-layout-shift': { numericValue: 0.012 },
        'total-byte-weight': { numericValue: 187_654 },
        'long-tasks': {
          details: {
            items: [
              { url: 'Unattributable', startTime: 750, duration: 205 },
              { url: 'https://sz.localhost/static/js/lib-react.js', startTime: 1600, duration: 132 },
              { url: 'https://sz.localhost/static/js/index.js', startTime: 2100, duration: 57 },
            ],
          },
        },
        'lcp-breakdown-insight': {
          details: {
            type: 'list',
            items: [
              { type: 'table', items: [] },
              { type: 'node', nodeLabel: 'Die SZ digital lesen', selector: 'h1' },
            ],
          },
        },
      },
      environment: { benchmarkIndex: 1930.5 },
    });
    expect(figures).toEqual({
      performance: 93,
      accessibility: 100,
      largestContentfulPaintMs: 2350.4,
      firstContentfulPaintMs: 1200,
      totalBlockingTimeMs: 80,
      longestTaskMs: 132,
      cumulativeLayoutShift: 0.012,
      transferBytes: 187_654,
      lcpElement: 'Die SZ digital lesen',
      hostBenchmarkIndex: 1930.5,
    });
  });

  it('gives NaN for what a timespan does not report and an empty label without an LCP element', () => {
    const figures = runFiguresFromLhr({
      categories: { performance: { score: null } },
      audits: { 'total-blocking-time': { numericValue: 40 } },
    });
    expect(figures.performance).toBeNaN();
    expect(figures.accessibility).toBeNaN();
    expect(figures.largestContentfulPaintMs).toBeNaN();
    expect(figures.totalBlockingTimeMs).toBe(40);
    expect(figures.lcpElement).toBe('');
    expect(figures.longestTaskMs).toBeNaN();
    expect(figures.hostBenchmarkIndex).toBeNaN();
  });

  it('counts no task before the first paint and says 0 when none after it is 50 ms or longer', () => {
    const figures = runFiguresFromLhr({
      categories: {},
      audits: {
        'first-contentful-paint': { numericValue: 1000 },
        'long-tasks': { details: { items: [{ startTime: 750, duration: 205 }] } },
      },
    });
    expect(figures.longestTaskMs).toBe(0);
  });
});
