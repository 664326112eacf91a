import { paymentMethodKeyByName } from '../api/entities/paymentMethodKey.ts';

/**
 * Whether the purchaser's payment data cannot be used (funnel.md section 5, "Payment data"): a
 * card without pseudo card number, SEPA without IBAN, or a campaign with costs whose chosen method
 * (front-end name, e.g. 'card') is missing or not among the allowed method keys.
 */
export function isPurchaserPaymentDataInvalid(
  paymentData:
    | {
        readonly paymentMethod?: string | null;
        readonly pseudoCardPan?: string | null;
        readonly iban?: string | null;
      }
    | null
    | undefined,
  options: { readonly withCosts: boolean; readonly allowedMethodKeys: readonly string[] },
): boolean {
  const method = paymentData?.paymentMethod ?? '';
  if (method === 'card' && !paymentData?.pseudoCardPan?.trim()) return true;
  if (method === 'sepa' && !paymentData?.iban?.trim()) return true;
  if (!options.withCosts) return false;
  const key = Object.hasOwn(paymentMethodKeyByName, method)
    ? paymentMethodKeyByName[method as keyof typeof paymentMethodKeyByName]
    : undefined;
  return key === undefined || !options.allowedMethodKeys.includes(key);
}
