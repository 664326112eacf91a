import type { AddressInput } from '../../api/entities/addressInput.ts';
import type { PaymentData } from '../../api/entities/paymentData.ts';
import type { PaymentSelection } from '../../funnel/FunnelStore.ts';
import { accountOwnerName } from '../../payment/accountOwnerName.ts';
import { paymentMethodKeyByName } from '../../api/entities/paymentMethodKey.ts';
import { groupIban } from './groupIban.ts';

function keyOf(paymentData: PaymentData | null | undefined): string | undefined {
  const name = paymentData?.paymentMethod ?? '';
  return Object.hasOwn(paymentMethodKeyByName, name) ? paymentMethodKeyByName[name as keyof typeof paymentMethodKeyByName] : undefined;
}


/**
 * The payment form's first values: the reader's own earlier choice in this visit first (nothing
 * typed is lost), else the saved payment data when its prefill is allowed; a method that is not
 * offered is not preselected, and the owner defaults to the purchaser's name.
 */
export function initialPaymentValues(input: {
  readonly current: PaymentSelection;
  readonly saved: PaymentData | null | undefined;
  readonly prefillAllowed: boolean;
  /** The reader completed the payment step with this choice (paymentMethodSelected), so a SEPA mandate was given. */
  readonly mandateGiven: boolean;
  readonly offeredKeys: readonly string[];
  readonly purchaser: AddressInput | undefined;
}): PaymentValues {
  const fromCurrent = input.current.methodKey !== undefined;
  const source = fromCurrent ? input.current.paymentData : input.prefillAllowed ? input.saved : undefined;
  const key = fromCurrent ? input.current.methodKey : keyOf(source);
  const methodKey = key && input.offeredKeys.includes(key) ? key : input.offeredKeys.length === 1 ? input.offeredKeys[0] : undefined;
  const billingFrequency = (fromCurrent ? input.current.billingFrequency : undefined) ?? source?.billingFrequency ?? undefined;
  return {
    methodKey,
    billingFrequency,
    iban: source?.iban ? groupIban(source.iban) : undefined,
    swift: source?.swift ?? undefined,
    bankAccountOwner: source?.bankAccountOwner?.trim() || accountOwnerName(input.purchaser) || undefined,
    // A mandate given earlier in this visit stays given; saved data, a cash-bonus account or a radio merely clicked need it anew.
    sepaMandateAccepted: fromCurrent && input.current.methodKey === '7' && input.mandateGiven,
  };
}

/** The values of the payment form (funnel.md section 5, "IBAN" and "Payment data"); cleared inputs are undefined. */
export interface PaymentValues {
  /** Payment method key: Q card, P PayPal, 7 SEPA, Y invoice. */
  methodKey?: string;
  /** Billing frequency code of the chosen method's group. */
  billingFrequency?: string;
  iban?: string;
  swift?: string;
  bankAccountOwner?: string;
  sepaMandateAccepted?: boolean;
}
