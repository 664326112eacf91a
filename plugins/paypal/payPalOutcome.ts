import type { FunnelContext, PaymentProviderOutcome, PaymentReturnQuery } from '../../core/index.ts';

/** The PayPal agreement's result as payment data: the PayPal code the order carries (platform.md section 3, billingData.userId). */
export async function payPalOutcome(context: FunnelContext, query: PaymentReturnQuery): Promise<PaymentProviderOutcome> {
  const result = await context.api.payPalAgreementResult(query);
  return { kind: 'paid', paymentData: { paymentMethod: 'paypal', payPalCode: result.billingData.userId } };
}
