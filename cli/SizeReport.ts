import type { BundleSize } from './BundleSize.ts';

/** The content of dist/size-report.json. */
export interface SizeReport {
  /** How the numbers are measured, for the reader of the file. */
  readonly unit: string;
  /** The Start route's initial JS budget in bytes (gzip). */
  readonly startRouteBudget: number;
  readonly bundles: Readonly<Record<string, BundleSize>>;
}
