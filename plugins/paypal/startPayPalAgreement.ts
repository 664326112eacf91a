import { paymentInitRequestFor, type FunnelContext, type PaymentProviderStart } from '../../core/index.ts';

/** Starts the PayPal billing agreement for the current order (platform.md section 7, paypal/billingagreement/init). */
export function startPayPalAgreement(context: FunnelContext, returnPath: string): Promise<PaymentProviderStart> {
  return context.api.payPalAgreementInit(paymentInitRequestFor(context, returnPath));
}
