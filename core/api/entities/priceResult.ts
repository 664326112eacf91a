import { boolean, number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './maybe.ts';

/**
 * A computed price (funnel.md section 3), in euro: `price` per billing period, `annualPrice` for a
 * year, `priceGui` the formatted text, `noResultAbroad` when no price exists for the country.
 * `invoiceFee` (an addition to the spec's fields, see core/README.md "Price summary") is the fee per
 * invoice that `price` already includes when the call asked for payment by invoice (key Y).
 */
export const priceResult = type({
  price: maybe(number()),
  annualPrice: maybe(number()),
  priceGui: maybe(string()),
  noResultAbroad: maybe(boolean()),
  invoiceFee: maybe(number()),
});

/** A computed price. */
export type PriceResult = Infer<typeof priceResult>;
