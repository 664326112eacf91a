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
