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
