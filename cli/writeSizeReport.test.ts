import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { BundleSize } from './measureBundleSize.ts';
import type { SizeReport } from './writeSizeReport.ts';
import { writeSizeReport } from './writeSizeReport.ts';

let dist: string;
afterEach(() => rmSync(dist, { recursive: true, force: true }));

const size = (bundle: string, initialJsGzip: number): BundleSize => ({ bundle, initialJsGzip, entryJsGzip: initialJsGzip, initialJsFiles: [], totalJsGzip: initialJsGzip, cssGzip: 0 });
const built = (bundle: string) => {
  mkdirSync(join(dist, bundle), { recursive: true });
  writeFileSync(join(dist, bundle, 'index.html'), '<html></html>');
};

describe('writeSizeReport', () => {
  it('replaces the rows just measured, keeps rows of bundles still built, drops rows of removed bundles', () => {
    dist = mkdtempSync(join(tmpdir(), 'aboflow-report-'));
    for (const bundle of ['sz', 'swb', 'gone']) built(bundle);
    writeSizeReport(dist, [size('sz', 1), size('swb', 2), size('gone', 3)], 135_000);
    rmSync(join(dist, 'gone'), { recursive: true });
    const report = writeSizeReport(dist, [size('sz', 10)], 135_000);
    const onDisk = JSON.parse(readFileSync(join(dist, 'size-report.json'), 'utf8')) as SizeReport;
    expect(onDisk).toEqual(report);
    expect(Object.keys(onDisk.bundles)).toEqual(['swb', 'sz']);
    expect(onDisk.bundles.sz!.initialJsGzip).toBe(10);
    expect(onDisk.bundles.swb!.initialJsGzip).toBe(2);
    expect(onDisk.startRouteBudget).toBe(135_000);
    expect(onDisk.unit).toContain('1 kB = 1000 bytes');
  });

  it('keeps the benchmark figures under speed when it rewrites the sizes', () => {
    dist = mkdtempSync(join(tmpdir(), 'aboflow-report-'));
    built('sz');
    writeSizeReport(dist, [size('sz', 1)], 135_000);
    const file = join(dist, 'size-report.json');
    const speed = { measuredAt: '2026-11-25T03:40:00.000Z', pages: [] };
    writeFileSync(file, JSON.stringify({ ...JSON.parse(readFileSync(file, 'utf8')), speed }));
    const report = writeSizeReport(dist, [size('sz', 2)], 135_000);
    expect(report.speed).toEqual(speed);
    expect(report.bundles.sz!.initialJsGzip).toBe(2);
  });
});
