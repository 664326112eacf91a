import { describe, expect, it } from 'vitest';
import type { BenchReport } from './BenchReport.ts';
import { mergeSpeedIntoSizeReport } from './mergeSpeedIntoSizeReport.ts';

const speed: BenchReport = { measuredAt: '2026-11-25T03:40:00.000Z', cpus: 2, chromium: 'Chromium 140', lighthouse: '13.5.0', pages: [], inp: undefined };

describe('mergeSpeedIntoSizeReport', () => {
  it('keeps the sizes and replaces an older speed block', () => {
    const sizes = { unit: 'bytes', startRouteBudget: 136_000, bundles: { sz: { initialJsGzip: 135_300 } }, speed: { measuredAt: 'older' } };
    expect(mergeSpeedIntoSizeReport(JSON.stringify(sizes), speed)).toEqual({ ...sizes, speed });
  });

  it('starts a report of its own when there is none or it cannot be read', () => {
    expect(mergeSpeedIntoSizeReport(undefined, speed)).toEqual({ speed });
    expect(mergeSpeedIntoSizeReport('{broken', speed)).toEqual({ speed });
    expect(mergeSpeedIntoSizeReport('[1]', speed)).toEqual({ speed });
  });
});
