import { array, assign, integer, min, object, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { voucherInput } from './voucherInput.ts';

/** A stored voucher code with its id and how many orders redeemed it. */
export const voucherEntry = type({
  ...assign(voucherInput, object({ id: integer(), redemptions: min(integer(), 0) })).schema,
});

/** A stored voucher code. */
export type VoucherEntry = Infer<typeof voucherEntry>;

/** The tenant's voucher codes. */
export const voucherList = array(voucherEntry);
