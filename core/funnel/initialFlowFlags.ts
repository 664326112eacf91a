import type { FlowFlags } from './FlowFlags.ts';

/** Every flow flag off: the state of a fresh order. */
export const initialFlowFlags: FlowFlags = {
  paymentMethodSelected: false,
  billingFrequencySelected: false,
  secondPersonAddressesSaved: false,
  followUpOfferConfirmedByUser: false,
  orderCreated: false,
};
