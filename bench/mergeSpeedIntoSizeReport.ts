import type { BenchReport } from './BenchReport.ts';

/**
 * The build report (dist/size-report.json) with the bench's figures under `speed`: every other key
 * is kept as it is. A missing or unreadable report becomes one holding only `speed`.
 */
export function mergeSpeedIntoSizeReport(reportText: string | undefined, speed: BenchReport): Record<string, unknown> {
  let report: Record<string, unknown> = {};
  try {
    const parsed: unknown = reportText === undefined ? {} : JSON.parse(reportText);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) report = parsed as Record<string, unknown>;
  } catch {
    // An unreadable report is not the bench's to repair: the next build rewrites its sizes.
  }
  return { ...report, speed };
}
