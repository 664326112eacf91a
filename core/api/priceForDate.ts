import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressesInput } from './entities/addressesInput.ts';
import { billingFrequencyCode } from './entities/billingFrequencyCode.ts';
import { giftTimeLimit } from './entities/giftTimeLimit.ts';
import { isoDate } from './entities/isoDate.ts';
import { maybe } from './entities/maybe.ts';
import { orderRole } from './entities/orderRole.ts';
import { paymentMethodKey } from './entities/paymentMethodKey.ts';
import { voucherCodeInput } from './entities/voucherCode.ts';

/** The body of priceForDate/{salesCampaignId}; the answer is a price result. */
export const priceForDateRequest = object({
  addresses: addressesInput,
  billingFrequency: maybe(billingFrequencyCode),
  paymentMethodKey: maybe(paymentMethodKey),
  loggedInCustomerRole: maybe(orderRole),
  /** ISO yyyy-MM-dd. */
  startDate: isoDate(),
  timeLimit: maybe(giftTimeLimit),
  /** Added (not in funnel.md): a code the reader redeems; the service prices with it (docs/vouchers.md, "Voucher codes"). */
  voucherCode: maybe(voucherCodeInput),
});

/** The body of priceForDate. */
export type PriceForDateRequest = Infer<typeof priceForDateRequest>;
