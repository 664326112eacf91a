import { type ApiClient, type PaymentInitRequest, type PaymentReturnQuery, paymentCallSchemas } from '../../core/index.ts';

/** Starts a PayPal billing agreement (platform.md section 7, paypal/billingagreement/init). */
export function payPalAgreementInit(api: ApiClient, body: PaymentInitRequest) {
  return api.call('payPalAgreementInit', paymentCallSchemas.payPalAgreementInit, { json: body });
}

/** The PayPal agreement's result, asked with the process id and the provider's service ticket. */
export function payPalAgreementResult(api: ApiClient, query: PaymentReturnQuery) {
  return api.call('payPalAgreementResult', paymentCallSchemas.payPalAgreementResult, { searchParams: { ...query } });
}
