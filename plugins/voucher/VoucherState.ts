import { enums, integer, min, nullable, number, object, optional, pattern, string } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * The voucher plugin's state (`store.pluginState.voucher`): the redeemed code and its terms as voucher/check answered
 * them. Kept across the payment round trip and a reload; the price calls and the order carry the code.
 */
export const voucherStateSchema = object({
  voucherId: string(),
  code: pattern(string(), /^[A-Z0-9-]{1,32}$/),
  description: optional(nullable(string())),
  discountKind: enums(['percent', 'amount']),
  discountValue: min(number(), 0),
  months: optional(nullable(min(integer(), 1))),
});

/** The voucher plugin's state. */
export type VoucherState = Infer<typeof voucherStateSchema>;

/** The key of the plugin's state in `store.pluginState`. */
export const voucherStateKey = 'voucher';
