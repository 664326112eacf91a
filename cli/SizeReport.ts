import type { BundleSize } from './BundleSize.ts';

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
