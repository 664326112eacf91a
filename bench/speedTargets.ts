/** A figure's bar: a score from `atLeast` upwards, a time, shift or size up to `atMost`. */
interface Target {
  readonly atLeast?: number;
  readonly atMost?: number;
}

/**
 * The speed targets of the Start route on a mid-range phone (Lighthouse mobile preset; docs/performance.md, "Speed of
 * the Start route"). `longestTaskMs` is 0 when no task after the first paint reaches 50 ms, the goal.
 */
export const speedTargets = {
  performance: { atLeast: 98 },
  accessibility: { atLeast: 100 },
  largestContentfulPaintMs: { atMost: 1200 },
  totalBlockingTimeMs: { atMost: 100 },
  longestTaskMs: { atMost: 0 },
  cumulativeLayoutShift: { atMost: 0.02 },
  transferBytes: { atMost: 200_000 },
  inpMs: { atMost: 100 },
} as const satisfies Record<string, Target>;

/** A figure that has a target. */
export type TargetedFigure = keyof typeof speedTargets;

/** The targets of one kind of page; a figure without one is shown unmarked. */
export type PageTargets = Partial<Record<TargetedFigure, Target>>;

/**
 * The payment page a reader comes back to from PayPal or the card provider: its largest paint by 1.5 s, the rest as
 * on Start except the transfer budget, which is Start's (the payment page's own code comes on top of it).
 */
export const paymentPageTargets: PageTargets = {
  ...speedTargets,
  largestContentfulPaintMs: { atMost: 1500 },
  transferBytes: undefined,
};

/** Whether a figure meets its target; undefined when it was not measured (NaN) or has no target on this page. */
export function meetsTarget(figure: TargetedFigure, value: number, targets: PageTargets = speedTargets): boolean | undefined {
  const target = targets[figure];
  if (Number.isNaN(value) || !target) return undefined;
  if (target.atLeast !== undefined) return value >= target.atLeast;
  return value <= (target.atMost ?? Number.POSITIVE_INFINITY);
}
