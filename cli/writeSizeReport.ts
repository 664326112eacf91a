import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BundleSize } from './BundleSize.ts';
import type { SizeReport } from './SizeReport.ts';

function previousBundles(file: string): Record<string, BundleSize> {
  if (!existsSync(file)) return {};
  try {
    const report = JSON.parse(readFileSync(file, 'utf8')) as Partial<SizeReport>;
    return typeof report.bundles === 'object' && report.bundles !== null ? { ...report.bundles } : {};
  } catch {
    // A broken report is rewritten from the bundles just measured.
    return {};
  }
}

/**
 * Writes dist/size-report.json: the bundles just measured replace their old rows; rows of bundles
 * not rebuilt now are kept while their dist folder still exists. Returns the written report.
 */
export function writeSizeReport(distRoot: string, sizes: readonly BundleSize[], budget: number): SizeReport {
  const file = join(distRoot, 'size-report.json');
  const bundles = previousBundles(file);
  for (const name of Object.keys(bundles)) {
    if (!existsSync(join(distRoot, name, 'index.html'))) delete bundles[name];
  }
  for (const size of sizes) bundles[size.bundle] = size;
  const sorted = Object.fromEntries(Object.entries(bundles).sort(([a], [b]) => a.localeCompare(b)));
  const report: SizeReport = {
    unit: 'bytes after gzip level 9 (1 kB = 1000 bytes); initialJsGzip = scripts and script preloads referenced by index.html',
    startRouteBudget: budget,
    bundles: sorted,
  };
  writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
  return report;
}
