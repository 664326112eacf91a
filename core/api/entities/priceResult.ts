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
  /**
   * Added (not in funnel.md): when a reduced price applies (a redeemed code, docs/vouchers.md "Voucher codes"), `price` and
   * `priceGui` are the reduced price, `regularPrice` and `regularPriceGui` the price without the reduction, and
   * `reducedMonths` how long the reduced price lasts (absent: the whole term).
   */
  regularPrice: maybe(number()),
  regularPriceGui: maybe(string()),
  reducedMonths: maybe(number()),
});

/** A computed price. */
export type PriceResult = Infer<typeof priceResult>;
