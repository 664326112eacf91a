import { useEffect, useRef } from 'react';
import type { FunnelContext } from './FunnelContext.ts';
import type { RouteName } from './routeTable.ts';
import type { CheckoutType } from '../extensionPoints/trackingCheckoutTypes.ts';
import { trackingCheckoutTypes } from '../extensionPoints/trackingCheckoutTypes.ts';

/**
 * Sends the checkout-step tracking event of a page once (platform.md section 4, "Tracking"):
 * step and route of the page, the checkout type and the campaign. `enabled` holds it back while
 * the page is about to send the reader elsewhere, so a redirect tracks no step.
 */
export function useCheckoutStep(context: FunnelContext, step: number, route: RouteName, enabled = true): void {
  const sent = useRef(false);
  useEffect(() => {
    // The ref keeps React's development double effects and later re-renders from tracking twice.
    if (!enabled || sent.current) return;
    sent.current = true;
    context.track({
      type: 'checkoutStep',
      step,
      route,
      checkoutType: checkoutTypeOf(context),
      salesCampaignId: context.store.formData.value?.salesCampaign.salesCampaignId,
    });
  }, [context, step, route, enabled]);
}

/** The tracking checkout type (platform.md section 4): the first plugin resolver that answers, else 'standard'. */
export function checkoutTypeOf(context: FunnelContext): CheckoutType {
  for (const resolver of context.plugins.get(trackingCheckoutTypes)) {
    const type = resolver.resolve(context);
    if (type) return type;
  }
  return 'standard';
}
