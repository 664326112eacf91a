import { describe, expect, it } from 'vitest';
import type { BenchReport, PageMeasurement } from './BenchReport.ts';
import { formatBenchTable } from './formatBenchTable.ts';

const start: PageMeasurement = {
  page: 'Start sz (SZ-DIGITAL-STANDARD)',
  url: '/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD',
  mode: 'navigation',
  kind: 'start',
  runs: 3,
  performance: 96,
  accessibility: 100,
  largestContentfulPaintMs: 2450,
  firstContentfulPaintMs: 1180,
  totalBlockingTimeMs: 120,
  longestTaskMs: 96,
  cumulativeLayoutShift: 0.004,
  transferBytes: 187_654,
  lcpElement: 'SZ | digital',
  hostBenchmarkIndex: 1930,
};

const report: BenchReport = {
  measuredAt: '2026-11-25T03:40:00.000Z',
  cpus: 2,
  hostBenchmarkIndex: 1930,
  chromium: 'Chromium 140.0.7339.185',
  lighthouse: '13.5.0',
  servedBy: 'nginx with the generated dist/<key>/deploy/nginx.conf (HTTP/2 over TLS, brotli_static)',
  pages: [
    start,
    {
      ...start,
      page: 'Start → payment sz',
      mode: 'timespan',
      performance: Number.NaN,
      accessibility: Number.NaN,
      largestContentfulPaintMs: Number.NaN,
      firstContentfulPaintMs: Number.NaN,
      longestTaskMs: 0,
      lcpElement: '',
    },
    {
      ...start,
      page: 'payment sz',
      kind: 'payment',
      performance: 100,
      largestContentfulPaintMs: 1460,
      totalBlockingTimeMs: 12,
      longestTaskMs: 0,
      transferBytes: 213_700,
      lcpElement: 'Wählen Sie',
    },
  ],
  inp: {
    page: 'address on sz print',
    url: '/neubestellung/abo/?wa=SZ-PRINT-STANDARD',
    inpMs: 136,
    interactions: 38,
    cpuSlowdown: 4,
    runs: 3,
  },
};

describe('formatBenchTable', () => {
  const lines = formatBenchTable(report).split('\n');

  it('heads the table with the conditions of the measurement', () => {
    expect(lines[0]).toBe(
      'Speed on a mid-range phone (Lighthouse 13.5.0 mobile preset, simulated throttling; median of 3 runs), 2026-11-25T03:40:00.000Z, 2 CPUs (Lighthouse benchmark index 1930; higher is faster), Chromium 140.0.7339.185; served by nginx with the generated dist/<key>/deploy/nginx.conf (HTTP/2 over TLS, brotli_static)',
    );
  });

  it('leaves the host\'s speed out of the heading of a report that has none', () => {
    const { hostBenchmarkIndex: _, ...older } = report;
    expect(formatBenchTable(older).split('\n')[0]).toContain(', 2 CPUs, Chromium 140.0.7339.185;');
  });

  it('writes a page row with each figure marked met or missed, escaping the page text', () => {
    expect(lines[4]).toBe(
      '| Start sz (SZ-DIGITAL-STANDARD) | 96 ✗ | 100 ✓ | 2.45 s ✗ | 120 ms ✗ | 96 ms ✗ | 0.004 ✓ | 187.7 kB ✓ | – | 1.18 s | SZ \\| digital |',
    );
  });

  it('marks a timespan and leaves what it cannot measure empty', () => {
    expect(lines[5]).toBe('| Start → payment sz (timespan) | – | – | – | 120 ms ✗ | none ≥ 50 ms ✓ | 0.004 ✓ | 187.7 kB ✓ | – | – | – |');
  });

  it('holds the payment page to its own targets: its largest paint by 1.5 s, its transfer unmarked', () => {
    expect(lines[6]).toBe(
      '| payment sz | 100 ✓ | 100 ✓ | 1.46 s ✓ | 12 ms ✓ | none ≥ 50 ms ✓ | 0.004 ✓ | 213.7 kB | – | 1.18 s | Wählen Sie |',
    );
  });

  it('adds the INP row with its own target', () => {
    expect(lines[7]).toBe('| address on sz print, 4× CPU, 38 interactions | – | – | – | – | – | – | – | 136 ms ✗ | – | – |');
  });

  it('ends with the legend of the targets', () => {
    expect(lines.at(-2)).toBe(
      '✓ target met, ✗ target missed (docs/performance.md, "Speed of the Start route": Start performance ≥ 98, accessibility 100, LCP ≤ 1.2 s, TBT ≤ 100 ms, no task ≥ 50 ms, CLS ≤ 0.02, transfer ≤ 200 kB; payment page the same with LCP ≤ 1.5 s and no transfer budget; INP ≤ 100 ms); – not measured.',
    );
  });
});
