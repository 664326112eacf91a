/** The flow flags held in state (funnel.md section 4, platform.md section 4). */
export interface FlowFlags {
  readonly paymentMethodSelected: boolean;
  readonly billingFrequencySelected: boolean;
  readonly recruiterAddressesSaved: boolean;
  readonly followUpOfferConfirmedByUser: boolean;
  readonly orderCreated: boolean;
}
