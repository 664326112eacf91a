import { boolean, literal, object, optional, size, string, type, integer, min } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressesInput } from './entities/addressesInput.ts';
import { billingFrequencyCode } from './entities/billingFrequencyCode.ts';
import { describedUnion } from './entities/describedUnion.ts';
import { giftTimeLimit } from './entities/giftTimeLimit.ts';
import { isoDate } from './entities/isoDate.ts';
import { maybe } from './entities/maybe.ts';
import { orderRole } from './entities/orderRole.ts';

const shortText = (max: number) => size(string(), 0, max);

/**
 * What a one-off payment's amount is priced from (an added field, not in platform.md): the price calls' question for
 * the order (funnel.md section 7, priceForDate), paid by card. The payment service computes the amount from the
 * campaign's price with it; `order.amountInCent` is the spec's field and never taken as the amount (docs/security.md,
 * "Security model").
 */
const oneOffPricing = object({
  addresses: addressesInput,
  billingFrequency: maybe(billingFrequencyCode),
  loggedInCustomerRole: maybe(orderRole),
  /** The order's start date (ISO); none or an earlier one than offered prices the earliest, as order/create does. */
  startDate: maybe(isoDate()),
  timeLimit: maybe(giftTimeLimit),
});

/** What a one-off payment's amount is priced from. */
export type OneOffPricing = Infer<typeof oneOffPricing>;

/**
 * The body of every payment-service init call (platform.md sections 3 and 7, "Card and PayPal
 * request"): the customer, the card data known so far, the shop and the three return URLs. The
 * card one-off payment adds `order`, `settleAccount: false` and `pricing`.
 */
export const paymentInitRequest = object({
  user: object({ customerId: maybe(shortText(10)), firstname: shortText(35), lastname: shortText(35) }),
  cardData: optional(object({ pseudocardpan: maybe(shortText(40)), truncatedcardpan: maybe(shortText(40)) })),
  shopInfo: object({ shopDomain: size(string(), 1, 253) }),
  returnUrls: object({ successUrl: size(string(), 1, 2000), backUrl: size(string(), 1, 2000), errorUrl: size(string(), 1, 2000) }),
  order: optional(object({ orderId: size(string(), 1, 40), orderName: size(string(), 1, 200), amountInCent: min(integer(), 0) })),
  settleAccount: optional(literal(false)),
  pricing: optional(oneOffPricing),
});

/** A payment-service init body. */
export type PaymentInitRequest = Infer<typeof paymentInitRequest>;

/** The answer of an init call: where the browser goes next, and the process to ask about afterwards. */
const paymentInitResponse = type({ absUrl: size(string(), 1, 2000), processId: size(string(), 1, 128) });

/** The answer of an init call. */
export type PaymentInitResponse = Infer<typeof paymentInitResponse>;

/**
 * A card result (card check, card agreement, and the card part of a one-off payment), or the
 * issuer's refusal. `cardexpiredate` is yyMM as card providers send it.
 */
const cardResult = describedUnion([
  type({
    pseudocardpan: size(string(), 1, 40),
    truncatedcardpan: size(string(), 1, 40),
    cardtype: size(string(), 1, 40),
    cardexpiredate: size(string(), 4, 4),
  }),
  type({ declined: literal(true) }),
]);

/** A card result. */
export type CardResult = Infer<typeof cardResult>;

/** The card one-off payment's result: the card and the transaction (platform.md section 3, paymentData.txId). */
const cardOneOffResult = describedUnion([
  type({
    pseudocardpan: size(string(), 1, 40),
    truncatedcardpan: size(string(), 1, 40),
    cardtype: size(string(), 1, 40),
    cardexpiredate: size(string(), 4, 4),
    paymentData: type({ txId: size(string(), 1, 64) }),
  }),
  type({ declined: literal(true) }),
]);

/** The card one-off payment's result. */
export type CardOneOffResult = Infer<typeof cardOneOffResult>;

/** The PayPal agreement's result: the PayPal code of the agreement (platform.md section 3, billingData.userId). */
const payPalResult = type({ billingData: type({ userId: size(string(), 1, 64) }), approved: optional(boolean()) });

/** The PayPal agreement's result. */
export type PayPalResult = Infer<typeof payPalResult>;

/** The structs the client checks each payment-service call with, by call (as `apiCallSchemas` for the other calls). */
export const paymentCallSchemas = {
  creditCardCheckInit: { request: paymentInitRequest, response: paymentInitResponse },
  cardAgreementInit: { request: paymentInitRequest, response: paymentInitResponse },
  cardOneOffInit: { request: paymentInitRequest, response: paymentInitResponse },
  payPalAgreementInit: { request: paymentInitRequest, response: paymentInitResponse },
  creditCardCheckResult: { response: cardResult },
  cardAgreementResult: { response: cardResult },
  cardOneOffResult: { response: cardOneOffResult },
  payPalAgreementResult: { response: payPalResult },
} as const;
