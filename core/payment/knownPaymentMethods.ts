import { paymentMethodNameByKey } from '../api/entities/paymentMethodKey.ts';

type PaymentMethodKey = keyof typeof paymentMethodNameByKey;

const externalKeys: readonly string[] = ['Q', 'P'];

function isKnownKey(key: string): key is PaymentMethodKey {
  return Object.hasOwn(paymentMethodNameByKey, key);
}

/**
 * The payment methods to offer (funnel.md section 5, "Payment data"): the server's keys filtered to
 * the four known ones (Q, P, 7, Y), card (Q) and PayPal (P) only when the tenant enables their
 * provider, in the server's order without duplicates.
 */
export function knownPaymentMethods(keys: readonly string[], enabledProviderKeys: readonly string[]): PaymentMethodKey[] {
  const offered: PaymentMethodKey[] = [];
  for (const key of keys) {
    if (!isKnownKey(key) || offered.includes(key)) continue;
    if (externalKeys.includes(key) && !enabledProviderKeys.includes(key)) continue;
    offered.push(key);
  }
  return offered;
}
