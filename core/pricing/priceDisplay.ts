/**
 * Decides the price display (funnel.md section 4, "Price display"):
 * - a price result with noResultAbroad (the campaign has no price for the address abroad, funnel.md
 *   section 3) shows that, never the campaign's domestic prices;
 * - the price list is shown unless the product is print or magazine and the back-end connection failed;
 * - the total (annual price) only for non-digital products with an annual price above 0;
 * - the monthly price when above 0;
 * - the campaign's predefined prices when the calculated price is zero or missing, i.e. when
 *   neither a monthly price nor a total would be shown.
 */
export function priceDisplay<PriceInfo>(input: {
  readonly printProductType: 'D' | 'M' | 'P';
  readonly sapConnectionFailed: boolean;
  readonly priceResult: { readonly price?: number | null; readonly annualPrice?: number | null; readonly noResultAbroad?: boolean | null } | null | undefined;
  readonly campaignPriceInfos: readonly PriceInfo[] | null | undefined;
}): PriceDisplayDecision<PriceInfo> {
  if (input.priceResult?.noResultAbroad === true) return { kind: 'noPriceAbroad' };
  const isDigital = input.printProductType === 'D';
  if (!isDigital && input.sapConnectionFailed) return { kind: 'hidden' };
  const price = input.priceResult?.price ?? 0;
  const annualPrice = input.priceResult?.annualPrice ?? 0;
  const monthlyPrice = price > 0 ? price : null;
  const total = !isDigital && annualPrice > 0 ? annualPrice : null;
  if (monthlyPrice === null && total === null) return { kind: 'campaignPrices', priceInfos: input.campaignPriceInfos ?? [] };
  return { kind: 'calculated', monthlyPrice, total };
}

/**
 * What the price area shows (funnel.md section 4, "Price display"): nothing, that the price
 * service has no price for the address abroad (noResultAbroad), the campaign's predefined prices,
 * or the calculated monthly price and total (amounts in euro, null when not shown).
 */
export type PriceDisplayDecision<PriceInfo> =
  | { readonly kind: 'hidden' }
  | { readonly kind: 'noPriceAbroad' }
  | { readonly kind: 'campaignPrices'; readonly priceInfos: readonly PriceInfo[] }
  | { readonly kind: 'calculated'; readonly monthlyPrice: number | null; readonly total: number | null };
