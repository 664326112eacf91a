const giftTimeLimits: readonly number[] = [0, 3, 6, 12];

function label(months: number): string {
  if (months === 0) return 'unbegrenzt';
  return months === 1 ? '1 Monat' : `${months} Monate`;
}

/**
 * The gift time-limit choices with German labels (funnel.md sections 3 and 9): by default 0
 * ('unbegrenzt'), 3, 6 and 12 months ('3 Monate', …). A tenant may pass its own list of months;
 * each must be a whole number of at least 0.
 */
export function timeLimitOptions(
  months: readonly number[] = giftTimeLimits,
): { readonly value: number; readonly label: string }[] {
  return months.map((value) => {
    if (!Number.isInteger(value) || value < 0) {
      throw new RangeError(`timeLimitOptions: ${value} is not a whole number of months ≥ 0; use e.g. [0, 3, 6, 12]`);
    }
    return { value, label: label(value) };
  });
}
