import { type ApiClient, type PaymentInitRequest, type PaymentReturnQuery, paymentCallSchemas } from '../../core/index.ts';

/** Starts a card billing agreement (platform.md section 7, creditcard/billingagreement/init). */
export function cardAgreementInit(api: ApiClient, body: PaymentInitRequest) {
  return api.call('cardAgreementInit', paymentCallSchemas.cardAgreementInit, { json: body });
}

/** Starts a one-off card payment of the order (creditcard/oneoffpayment/init): the body adds order, settleAccount and pricing. */
export function cardOneOffInit(api: ApiClient, body: PaymentInitRequest) {
  return api.call('cardOneOffInit', paymentCallSchemas.cardOneOffInit, { json: body });
}

/** The card agreement's result, asked with the process id and the provider's service ticket. */
export function cardAgreementResult(api: ApiClient, query: PaymentReturnQuery) {
  return api.call('cardAgreementResult', paymentCallSchemas.cardAgreementResult, { searchParams: { ...query } });
}

/** The one-off card payment's result: the card and the transaction. */
export function cardOneOffResult(api: ApiClient, query: PaymentReturnQuery) {
  return api.call('cardOneOffResult', paymentCallSchemas.cardOneOffResult, { searchParams: { ...query } });
}
