import { roundToCents } from './roundToCents.ts';

/**
 * The amount of a price result in whole cents for prices sent on (funnel.md section 4, "Price
 * display"): the annual price if above 0, else the price, times 100. A missing price gives 0.
 */
export function toCents(priceResult: { readonly price?: number | null; readonly annualPrice?: number | null } | null | undefined): number {
  const annualPrice = priceResult?.annualPrice ?? 0;
  return roundToCents(annualPrice > 0 ? annualPrice : (priceResult?.price ?? 0));
}
