const giftTimeLimits: readonly number[] = [0, 3, 6, 12];

/**
 * The gift time-limit choices in months (funnel.md sections 3 and 9): by default 0 ('unbegrenzt'), 3, 6 and 12. A
 * tenant may pass its own list; each must be a whole number of at least 0. The section words them (`timeLimitLabel`).
 */
export function timeLimitOptions(months: readonly number[] = giftTimeLimits): readonly number[] {
  for (const value of months) {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`timeLimitOptions: ${value} is not a whole number of months ≥ 0; use e.g. [0, 3, 6, 12]`);
    }
  }
  return [...months];
}
