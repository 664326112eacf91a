import type { IbanCheck } from './groupIban.ts';
import { ibanCheckKey, ibanCountry } from './groupIban.ts';
import { paymentTexts } from './paymentTexts.ts';
import type { PaymentValues } from './initialPaymentValues.ts';

const domesticCountry = 'DE';

/**
 * Field errors of the payment form (funnel.md sections 5 and 9): a method must be chosen, and a
 * billing frequency when the method has any; SEPA needs an IBAN that the server did not reject,
 * a SWIFT when the IBAN's country is not DE, the account owner and the accepted mandate.
 */
export function validatePaymentValues(
  values: PaymentValues,
  options: { readonly frequenciesOffered: boolean; readonly ibanCheck: IbanCheck | undefined },
): Partial<Record<keyof PaymentValues, string>> {
  const errors: Partial<Record<keyof PaymentValues, string>> = {};
  if (!values.methodKey) errors.methodKey = paymentTexts.methodRequired;
  if (values.methodKey && options.frequenciesOffered && !values.billingFrequency) errors.billingFrequency = paymentTexts.frequencyRequired;
  if (values.methodKey !== '7') return errors;
  const country = ibanCountry(values.iban);
  if (!values.iban?.trim()) errors.iban = paymentTexts.ibanRequired;
  else if (options.ibanCheck?.status === 'invalid' && options.ibanCheck.key === ibanCheckKey(values.iban, values.swift)) {
    errors.iban = paymentTexts.ibanInvalid;
  }
  if (country !== '' && country !== domesticCountry && !values.swift?.trim()) errors.swift = paymentTexts.swiftRequired;
  if (!values.bankAccountOwner?.trim()) errors.bankAccountOwner = paymentTexts.ownerRequired;
  if (values.sepaMandateAccepted !== true) errors.sepaMandateAccepted = paymentTexts.mandateRequired;
  return errors;
}
