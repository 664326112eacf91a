/**
 * Core's flow flags (funnel.md section 4, platform.md section 4). The spec's other flags belong to the plugin that
 * owns each feature and are its persisted state (`definePluginState`): orderBonusCartConfirmed,
 * studentOrderFormWasShown, youngAdultOrderFormWasShown, creditCardDeclined and creditCardTimeInvalid.
 */
export interface FlowFlags {
  readonly paymentMethodSelected: boolean;
  readonly billingFrequencySelected: boolean;
  /** The spec's recruiterAddressesSaved: the second person's addresses (a gift's giver, an lwl recruiter) are saved. */
  readonly secondPersonAddressesSaved: boolean;
  readonly followUpOfferConfirmedByUser: boolean;
  readonly orderCreated: boolean;
}
