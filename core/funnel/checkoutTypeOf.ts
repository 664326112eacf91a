import type { CheckoutType } from '../extensionPoints/trackingCheckoutTypes.ts';
import { trackingCheckoutTypes } from '../extensionPoints/trackingCheckoutTypes.ts';
import type { FunnelContext } from './FunnelContext.ts';

/** The tracking checkout type (platform.md section 4): the first plugin resolver that answers, else 'standard'. */
export function checkoutTypeOf(context: FunnelContext): CheckoutType {
  for (const resolver of context.plugins.get(trackingCheckoutTypes)) {
    const type = resolver.resolve(context);
    if (type) return type;
  }
  return 'standard';
}
