import type { AddressesInput } from '../api/entities/addressesInput.ts';
import type { BillingFrequencyCode } from '../api/entities/billingFrequencyCode.ts';
import type { PriceWithDeliveryDateRequest } from '../api/priceWithDeliveryDate.ts';
import { billingFrequencyOf } from './billingFrequencyOf.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { priceRequestExtras } from './isPaidOnce.ts';

/**
 * What both price calls ask with (funnel.md section 7, priceWithDeliveryDate and priceForDate):
 * the addresses, the chosen billing frequency and payment method, and the plugins' time limit and role.
 */
export function priceQuestion(context: FunnelContext, addresses: AddressesInput): Omit<PriceWithDeliveryDateRequest, 'mailDelivery'> {
  const payment = context.store.payment.value;
  return {
    addresses,
    // A purchase paid once (a day pass, a time-limited gift) asks without one.
    billingFrequency: (billingFrequencyOf(context) as BillingFrequencyCode | undefined) ?? null,
    paymentMethodKey: payment.methodKey ?? null,
    ...priceRequestExtras(context),
  };
}
