/** The flow flags held in state (funnel.md section 4, platform.md section 4). */
export interface FlowFlags {
  readonly paymentMethodSelected: boolean;
  readonly billingFrequencySelected: boolean;
  readonly orderBonusCartConfirmed: boolean;
  readonly studentOrderFormWasShown: boolean;
  readonly youngAdultOrderFormWasShown: boolean;
  readonly recruiterAddressesSaved: boolean;
  readonly followUpOfferConfirmedByUser: boolean;
  readonly orderCreated: boolean;
  readonly creditCardDeclined: boolean;
  readonly creditCardTimeInvalid: boolean;
}
