import { paymentMethodKeyByName } from '../api/entities/paymentMethodKey.ts';

/**
 * Core's part of the payment prefill rule (funnel.md section 5, "Payment data"): saved payment
 * data with a known method prefills the payment page only for campaigns with costs. The saved
 * data must also be the payer's: `payingParty(context).isReader` (the order parties' roles).
 */
export function mayPrefillPaymentData(input: {
  readonly withCosts: boolean;
  readonly savedPaymentData: { readonly paymentMethod?: string | null } | null | undefined;
}): boolean {
  const method = input.savedPaymentData?.paymentMethod;
  return input.withCosts && typeof method === 'string' && Object.hasOwn(paymentMethodKeyByName, method);
}
