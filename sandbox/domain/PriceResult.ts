/** A computed price (funnel.md section 3, Price result); amounts in euro. */
export type PriceResult = {
  /** The amount per billing period (or for the whole gift time limit). */
  readonly price: number;
  /** The amount for a year (or for the gift time limit); 0 for digital products. */
  readonly annualPrice: number;
  /** The display text, e.g. '12,90 € monatlich'. */
  readonly priceGui: string;
  /** There is no price for this country: the funnel shows the campaign's predefined prices. */
  readonly noResultAbroad: boolean;
  /** The fee per invoice that `price` includes when paying by invoice (Y); absent otherwise. */
  readonly invoiceFee?: number;
  /** With a reduction: the price per billing period without it, its text, and how long the reduced price lasts (absent: the whole term). */
  readonly regularPrice?: number;
  readonly regularPriceGui?: string;
  readonly reducedMonths?: number;
};
