import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleSize } from './measureBundleSize.ts';

function previousReport(file: string): Partial<SizeReport> {
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as Partial<SizeReport>;
  } catch {
    // A broken report is rewritten from the bundles just measured.
    return {};
  }
}

/**
 * Writes dist/size-report.json: the bundles just measured replace their old rows; rows of bundles
 * not rebuilt now are kept while their dist folder still exists; the figures of `npm run bench`
 * (`speed`) are kept, since the benchmark runs apart from the build. Returns the written report.
 */
export function writeSizeReport(distRoot: string, sizes: readonly BundleSize[], budget: number): SizeReport {
  const file = join(distRoot, 'size-report.json');
  const previous = previousReport(file);
  const bundles: Record<string, BundleSize> = typeof previous.bundles === 'object' && previous.bundles !== null ? { ...previous.bundles } : {};
  for (const name of Object.keys(bundles)) {
    if (!existsSync(join(distRoot, name, 'index.html'))) delete bundles[name];
  }
  for (const size of sizes) bundles[size.bundle] = size;
  const sorted = Object.fromEntries(Object.entries(bundles).sort(([a], [b]) => a.localeCompare(b)));
  const report: SizeReport = {
    unit: 'bytes after gzip level 9 (1 kB = 1000 bytes); initialJsGzip = scripts and script preloads referenced by index.html',
    startRouteBudget: budget,
    bundles: sorted,
    ...(previous.speed === undefined ? {} : { speed: previous.speed }),
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}

/** The content of dist/size-report.json. */
export interface SizeReport {
  /** How the numbers are measured, for the reader of the file. */
  readonly unit: string;
  /** The Start route's initial JS budget in bytes (gzip). */
  readonly startRouteBudget: number;
  readonly bundles: Readonly<Record<string, BundleSize>>;
  /** The last figures of `npm run bench` (bench/BenchReport.ts), with the date they were measured; kept across builds. */
  readonly speed?: unknown;
}
