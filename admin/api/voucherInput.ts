import { array, boolean, enums, nullable, number, object, size, string } from 'superstruct';
import type { Infer } from 'superstruct';

/**
 * A voucher code as staff create or edit it (docs/vouchers.md, "Voucher codes"): the code, a description, the campaigns
 * it applies to, the discount (`percent`, or `amount` in euro off each billing period), for `months` (null: the whole
 * term), the days it can be redeemed (yyyy-MM-dd, both included), an optional total redemption limit, once per
 * customer, and whether it is active. The rules are `validateVoucher`'s.
 */
export const voucherInput = object({
  code: size(string(), 0, 64),
  description: size(string(), 0, 500),
  campaignIds: size(array(size(string(), 0, 40)), 0, 100),
  discountKind: enums(['percent', 'amount']),
  discountValue: number(),
  months: nullable(number()),
  validFrom: size(string(), 0, 10),
  validUntil: size(string(), 0, 10),
  redemptionLimit: nullable(number()),
  oncePerCustomer: boolean(),
  active: boolean(),
});

/** A voucher code as staff create or edit it. */
export type VoucherInput = Infer<typeof voucherInput>;
