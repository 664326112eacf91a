import { enums, integer, min, number, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { boundedText } from './entities/boundedText.ts';
import { maybe } from './entities/maybe.ts';
import { voucherCodeInput } from './entities/voucherCode.ts';

/** The body of voucher/check (an addition beyond funnel.md, docs/vouchers.md "Voucher codes"): the offer and the code typed. */
export const voucherCheckRequest = object({
  salesCampaignId: boundedText(40),
  code: voucherCodeInput,
});

/** The body of voucher/check. */
export type VoucherCheckRequest = Infer<typeof voucherCheckRequest>;

/**
 * A redeemable code's terms: its id, the normalised code, its description, the discount (`percent` off, or `amount` in euro off
 * each billing period), for how many months (`months` null: the whole term) and the last day it can be redeemed. The
 * price itself comes from the price calls with the code, since it depends on billing frequency, country and payment.
 */
export const voucherCheckResponse = type({
  /** The voucher's id: what tracking names, never the reader. */
  voucherId: string(),
  code: string(),
  description: maybe(string()),
  discountKind: enums(['percent', 'amount']),
  discountValue: min(number(), 0),
  months: maybe(min(integer(), 1)),
  validUntil: string(),
});

/** The answer of voucher/check. */
export type VoucherCheckResponse = Infer<typeof voucherCheckResponse>;

/** The structs of the voucher call, by call: loaded with the first check, read by the client and the back-end contract. */
export const voucherCallSchemas = {
  voucherCheck: { request: voucherCheckRequest, response: voucherCheckResponse },
} as const;
