import { startSteps } from '../extensionPoints/startSteps.ts';
import { isFreeSubscription } from '../payment/isFreeSubscription.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { hasNoPriceAbroad } from './loadPrice.ts';

/**
 * Moves on from the start page once a step is done (funnel.md section 4, "Flow"): when another
 * start step is now due (e.g. the student upload or the young-adult form after the order form) the
 * start page stays and shows it; so it does when the price service has no price for the address
 * abroad; otherwise the reader goes to payment, or straight to verification for a free subscription.
 */
export function continueFromStart(context: FunnelContext): void {
  const due = context.plugins.get(startSteps).find((step) => step.isActive(context));
  if (due && due.id !== 'orderForm') return;
  if (!context.store.addresses.value) return;
  // Without a price for the address abroad there is no binding order; the order form says how to order instead.
  if (hasNoPriceAbroad(context)) return;
  const campaign = context.store.formData.value?.salesCampaign;
  context.navigate({ route: campaign && isFreeSubscription(campaign, context.store.price.value.result) ? 'VerificationPage' : 'PaymentPage' });
}
