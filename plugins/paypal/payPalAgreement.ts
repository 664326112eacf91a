import {
  type FunnelContext,
  type PaymentProviderOutcome,
  type PaymentProviderStart,
  type PaymentReturnQuery,
  paymentInitRequestFor,
} from '../../core/index.ts';
import { payPalAgreementInit, payPalAgreementResult } from './payPalCalls.ts';

/** Starts the PayPal billing agreement for the current order (platform.md section 7, paypal/billingagreement/init). */
export function startPayPalAgreement(context: FunnelContext, returnPath: string): Promise<PaymentProviderStart> {
  return payPalAgreementInit(context.api, paymentInitRequestFor(context, returnPath));
}

/** The PayPal agreement's result as payment data: the PayPal code the order carries (platform.md section 3, billingData.userId). */
export async function payPalOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  const result = await payPalAgreementResult(context.api, query);
  return { kind: 'paid', paymentData: { paymentMethod: 'paypal', payPalCode: result.billingData.userId } };
}
