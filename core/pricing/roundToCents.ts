/**
 * A euro amount in whole cents, rounded half away from zero on the amount's decimal notation, so
 * 1.005 gives 101 and 12.9 gives 1290 although their binary values lie just below and above.
 */
export function roundToCents(amount: number): number {
  if (!Number.isFinite(amount)) return 0;
  const [mantissa = '0', exponent = '0'] = String(Math.abs(amount)).split('e');
  const cents = Math.round(Number(`${mantissa}e${Number(exponent) + 2}`));
  return amount < 0 && cents > 0 ? -cents : cents;
}
