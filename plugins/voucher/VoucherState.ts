import { object, size, string } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * The voucher plugin's state (`store.pluginState.voucher`): the redeemed code and the voucher's id as voucher/check
 * answered them. Kept across the payment round trip; the price calls and the order carry the code, and the service
 * says the price it makes.
 */
export const voucherStateSchema = object({
  voucherId: string(),
  code: size(string(), 1, 32),
});

/** The voucher plugin's state. */
export type VoucherState = Infer<typeof voucherStateSchema>;

/** The key of the plugin's state in `store.pluginState`. */
export const voucherStateKey = 'voucher';
