import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/**
 * A tracking checkout type of platform.md section 4: core's 'standard', or the type a plugin's order variant
 * contributes through {@link trackingCheckoutTypes}.
 */
export type CheckoutType = string;

/** Claims the tracking checkout type for the current campaign. */
export interface TrackingCheckoutTypeResolver {
  readonly id: string;
  readonly order?: number;
  /** The checkout type when this plugin's variant applies, else undefined. */
  readonly resolve: (context: FunnelContext) => CheckoutType | undefined;
}

/** Decides the tracking checkout type of an order variant: the first resolver that answers decides; none means 'standard'. */
export const trackingCheckoutTypes = defineExtensionPoint<TrackingCheckoutTypeResolver>({
  id: 'trackingCheckoutTypes',
  shape: type({ ...contributionShapes.identified, resolve: func() }),
  defaultOrder: 100,
});
