import { boolean, literal, object, optional, size, string, type, integer, min, union } from 'superstruct';
import type { Infer } from 'superstruct';
import { maybe } from './entities/maybe.ts';

const shortText = (max: number) => size(string(), 0, max);

/**
 * The body of every payment-service init call (platform.md sections 3 and 7, "Card and PayPal
 * request"): the customer, the card data known so far, the shop and the three return URLs. The
 * card one-off payment adds `order` and `settleAccount: false`.
 */
export const paymentInitRequest = object({
  user: object({ customerId: maybe(shortText(10)), firstname: shortText(35), lastname: shortText(35) }),
  cardData: optional(object({ pseudocardpan: maybe(shortText(40)), truncatedcardpan: maybe(shortText(40)) })),
  shopInfo: object({ shopDomain: size(string(), 1, 253) }),
  returnUrls: object({ successUrl: size(string(), 1, 2000), backUrl: size(string(), 1, 2000), errorUrl: size(string(), 1, 2000) }),
  order: optional(object({ orderId: size(string(), 1, 40), orderName: size(string(), 1, 200), amountInCent: min(integer(), 0) })),
  settleAccount: optional(literal(false)),
});

/** A payment-service init body. */
export type PaymentInitRequest = Infer<typeof paymentInitRequest>;

/** The answer of an init call: where the browser goes next, and the process to ask about afterwards. */
export const paymentInitResponse = type({ absUrl: size(string(), 1, 2000), processId: size(string(), 1, 128) });

/** The answer of an init call. */
export type PaymentInitResponse = Infer<typeof paymentInitResponse>;

/**
 * A card result (card check, card agreement, and the card part of a one-off payment), or the
 * issuer's refusal. `cardexpiredate` is yyMM as card providers send it.
 */
export const cardResult = union([
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
export const cardOneOffResult = union([
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
export const payPalResult = type({ billingData: type({ userId: size(string(), 1, 64) }), approved: optional(boolean()) });

/** The PayPal agreement's result. */
export type PayPalResult = Infer<typeof payPalResult>;
