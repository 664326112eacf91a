import { useEffect, useRef } from 'react';
import { checkoutTypeOf } from './checkoutTypeOf.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { RouteName } from './RouteName.ts';

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
