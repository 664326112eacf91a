import { array, boolean, object, string, type } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressesInput } from './entities/addressesInput.ts';
import { billingFrequencyCode } from './entities/billingFrequencyCode.ts';
import { deliveryDateInfo } from './entities/deliveryDateInfo.ts';
import { giftTimeLimit } from './entities/giftTimeLimit.ts';
import { maybe } from './entities/maybe.ts';
import { orderRole } from './entities/orderRole.ts';
import { paymentMethodKey } from './entities/paymentMethodKey.ts';
import { priceResult } from './entities/priceResult.ts';
import { voucherCodeInput } from './entities/voucherCode.ts';

/** The body of priceWithDeliveryDate/{salesCampaignId} (funnel.md section 7). */
export const priceWithDeliveryDateRequest = object({
  mailDelivery: maybe(boolean()),
  addresses: addressesInput,
  billingFrequency: maybe(billingFrequencyCode),
  paymentMethodKey: maybe(paymentMethodKey),
  loggedInCustomerRole: maybe(orderRole),
  timeLimit: maybe(giftTimeLimit),
  /** Added (not in funnel.md): a code the reader redeems; the service prices with it (docs/vouchers.md, "Voucher codes"). */
  voucherCode: maybe(voucherCodeInput),
});

/** The body of priceWithDeliveryDate. */
export type PriceWithDeliveryDateRequest = Infer<typeof priceWithDeliveryDateRequest>;

/** The answer of priceWithDeliveryDate: price, delivery date info and the release calendar. */
export const priceWithDeliveryDateResponse = type({
  priceResult: priceResult,
  deliveryDateInfo: deliveryDateInfo,
  /** Release dates, ISO yyyy-MM-dd (the same list as deliveryDateInfo.releaseCalendar). */
  releaseCalendar: maybe(array(string())),
});

/** The answer of priceWithDeliveryDate. */
export type PriceWithDeliveryDateResponse = Infer<typeof priceWithDeliveryDateResponse>;
