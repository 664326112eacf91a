/** What a price depends on (funnel.md sections 3 and 7, priceWithDeliveryDate / priceForDate). */
export type PriceInput = {
  /** The campaign's base price per month in euro, domestic, before discounts. */
  readonly basePrice: number;
  readonly printProductType: 'D' | 'M' | 'P';
  /** The chosen billing frequency of the campaign's group, discounts in percent; null for a purchase paid once (a day pass, a time-limited gift). */
  readonly billingFrequency: {
    readonly code: string;
    readonly discountDomestic: number;
    readonly discountAbroad: number;
  } | null;
  /** ISO country code of the delivery address; empty means DE. */
  readonly country: string;
  /** Q card, P PayPal, 7 SEPA, Y invoice; undefined before a method is chosen. */
  readonly paymentMethodKey?: 'Q' | 'P' | '7' | 'Y' | undefined;
  /** Accepted for the contract; the role does not change the amount (sandbox/README.md, "The one-off amount"). */
  readonly loggedInCustomerRole?: 'purchaser' | 'recipient' | 'agent' | undefined;
  /** Gift time limit in months; 0 or undefined means unlimited. */
  readonly timeLimit?: 0 | 3 | 6 | 12 | undefined;
  /**
   * A reduction of a subscription's price per billing period (a redeemed code, docs/vouchers.md "Voucher codes"): `percent` off
   * (rounded to the cent, half up) or `amount` cents off, for `months` (null: the whole term).
   */
  readonly reduction?: PriceReduction | undefined;
  /** The campaign has no price for addresses abroad. */
  readonly noResultAbroad?: boolean | undefined;
};

/** A reduction of the price per billing period; see {@link PriceInput}. */
export type PriceReduction = {
  readonly kind: 'percent' | 'amount';
  /** Percent, or cents off each billing period. */
  readonly value: number;
  /** How long the reduced price lasts; null for the whole term. */
  readonly months: number | null;
};
