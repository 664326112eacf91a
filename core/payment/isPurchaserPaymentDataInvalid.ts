import { paymentMethodKeyByName } from '../api/entities/paymentMethodKey.ts';
import type { PaymentDataInput } from '../api/entities/paymentDataInput.ts';
import type { PaymentProvider } from '../extensionPoints/paymentProviders.ts';

/** The front-end method name's key, if it is one of the known ones. */
function methodKeyOf(method: string): string | undefined {
  return Object.hasOwn(paymentMethodKeyByName, method) ? paymentMethodKeyByName[method as keyof typeof paymentMethodKeyByName] : undefined;
}

/**
 * Whether the purchaser's payment data cannot be used (funnel.md section 5, "Payment data"): an external provider's
 * data its provider finds incomplete (`isPaymentDataIncomplete` of `providers`), SEPA without IBAN, or a campaign
 * with costs whose chosen method (front-end name, e.g. 'sepa') is missing or not among the allowed method keys.
 */
export function isPurchaserPaymentDataInvalid(
  paymentData: PaymentDataInput | null | undefined,
  options: { readonly withCosts: boolean; readonly allowedMethodKeys: readonly string[] },
  providers: readonly Pick<PaymentProvider, 'methodKey' | 'isPaymentDataIncomplete'>[] = [],
): boolean {
  const method = paymentData?.paymentMethod ?? '';
  const key = methodKeyOf(method);
  const provider = providers.find((candidate) => candidate.methodKey === key);
  if (paymentData && provider?.isPaymentDataIncomplete?.(paymentData)) return true;
  if (method === 'sepa' && !paymentData?.iban?.trim()) return true;
  if (!options.withCosts) return false;
  return key === undefined || !options.allowedMethodKeys.includes(key);
}
