/** The speed targets (docs/performance.md, "Speed of the Start route") for a page on a mid-range phone (Lighthouse mobile preset). */
export const speedTargets = {
  performance: { atLeast: 95 },
  accessibility: { atLeast: 100 },
  largestContentfulPaintMs: { atMost: 2000 },
  totalBlockingTimeMs: { atMost: 150 },
  cumulativeLayoutShift: { atMost: 0.05 },
  transferBytes: { atMost: 200_000 },
  inpMs: { atMost: 100 },
} as const;

/** A figure that has a target. */
export type TargetedFigure = keyof typeof speedTargets;

/** Whether a figure meets its target; undefined when it was not measured (NaN). */
export function meetsTarget(figure: TargetedFigure, value: number): boolean | undefined {
  if (Number.isNaN(value)) return undefined;
  const target: { readonly atLeast?: number; readonly atMost?: number } = speedTargets[figure];
  if (target.atLeast !== undefined) return value >= target.atLeast;
  return value <= (target.atMost ?? Number.POSITIVE_INFINITY);
}
