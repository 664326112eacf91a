import { randomBytes } from 'node:crypto';
import type { CheckContext } from './CheckContext.ts';

/** A fresh paymentUniqueId, as the front end makes one per order attempt. */
export function newPaymentUniqueId(): string {
  return `PUcheck${randomBytes(9).toString('hex')}`;
}

/** An order of the fixture's orderer: SEPA (7) with the fixture's IBAN, or card (Q) or PayPal (P) claiming card or agreement data without a payment process. */
export function orderBody(context: CheckContext, salesCampaignId: string, paymentUniqueId: string, method: '7' | 'Q' | 'P' = '7'): Record<string, unknown> {
  const { orderer, iban } = context.fixtures;
  const paymentData = {
    '7': { paymentMethod: 'sepa', iban, bankAccountOwner: `${orderer.firstName} ${orderer.lastName}` },
    Q: { paymentMethod: 'card', creditCardPayment: true, pseudoCardPan: '9999999999999999999', truncatedCardPan: '999999XXXXXX9999' },
    P: { paymentMethod: 'paypal', payPalCode: 'B-CONTRACTCHECK0000' },
  }[method];
  return {
    salesCampaignId,
    paymentUniqueId,
    paymentMethodKey: method,
    purchaserPaymentData: { ...paymentData, billingFrequency: '12' },
    addresses: { privateAddress: orderer },
  };
}

/** A payment init body whose shop domain and return URLs are on `origin`. */
export function paymentInitBody(context: CheckContext, origin: string): Record<string, unknown> {
  const returnUrl = `${origin}/neubestellung/abo/zahlung`;
  return {
    user: { customerId: null, firstname: context.fixtures.orderer.firstName, lastname: context.fixtures.orderer.lastName },
    shopInfo: { shopDomain: new URL(origin).hostname },
    returnUrls: { successUrl: returnUrl, backUrl: returnUrl, errorUrl: returnUrl },
  };
}
