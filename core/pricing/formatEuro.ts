/**
 * Formats a euro amount as the funnel shows prices (funnel.md section 9): two decimals, a comma as
 * decimal separator, a plain space and '€', e.g. `formatEuro(12.9) === '12,90 €'`.
 */
export function formatEuro(amount: number): string {
  const cents = roundToCents(amount);
  const sign = cents < 0 ? '-' : '';
  const euros = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  return `${sign}${euros},${rest} €`;
}

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

/**
 * The amount of a price result in whole cents for prices sent on (funnel.md section 4, "Price
 * display"): the annual price if above 0, else the price, times 100. A missing price gives 0.
 */
export function toCents(priceResult: { readonly price?: number | null; readonly annualPrice?: number | null } | null | undefined): number {
  const annualPrice = priceResult?.annualPrice ?? 0;
  return roundToCents(annualPrice > 0 ? annualPrice : (priceResult?.price ?? 0));
}
