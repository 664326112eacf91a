import { type PaymentMethodKey, paymentMethodNameByKey } from '../../api/entities/paymentMethodKey.ts';
import type { PaymentSelection } from '../../funnel/FunnelStore.ts';
import { compactIban } from './compactIban.ts';
import { ibanCountry } from './groupIban.ts';
import type { PaymentValues } from './initialPaymentValues.ts';

/**
 * The payment choice the store keeps (funnel.md section 5, "Payment data"): method key, billing
 * frequency and payment data with the front-end method name; SEPA adds IBAN and SWIFT (compacted),
 * bank name, account owner and the bank country of the IBAN.
 */
export function paymentSelectionOf(methodKey: PaymentMethodKey, values: PaymentValues, bankName: string | undefined): PaymentSelection {
  const billingFrequency = values.billingFrequency || undefined;
  const base = { paymentMethod: paymentMethodNameByKey[methodKey], billingFrequency: billingFrequency ?? null };
  const paymentData =
    methodKey === '7'
      ? {
          ...base,
          iban: compactIban(values.iban),
          swift: compactIban(values.swift) || null,
          bankName: bankName || null,
          bankAccountOwner: values.bankAccountOwner?.trim() ?? null,
          bankCountryCode: ibanCountry(values.iban) || null,
        }
      : base;
  return { methodKey, billingFrequency, paymentData };
}
