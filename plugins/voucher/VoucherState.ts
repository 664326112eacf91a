import { object, size, string, type Infer } from 'superstruct';
import { definePluginState, type FunnelContext } from '../../core/index.ts';

const voucherStateSchema = object({
  voucherId: string(),
  code: size(string(), 1, 32),
});

/** The voucher plugin's state: the redeemed code and the voucher's id. */
export type VoucherState = Infer<typeof voucherStateSchema>;

/**
 * The redeemed code and the voucher's id as voucher/check answered them. Kept across the payment round trip; the
 * price calls and the order carry the code, and the service says the price it makes.
 */
export const voucherState = definePluginState({ id: 'voucher', schema: voucherStateSchema, persisted: true });

/** The code the reader redeemed in this order, or undefined (a restored state passed its schema). */
export function redeemedVoucher(context: Pick<FunnelContext, 'store'>): VoucherState | undefined {
  return voucherState.read(context.store);
}
