import { func, type } from 'superstruct';
import { defineExtensionPoint } from '../plugin/defineExtensionPoint.ts';
import type { FunnelContext } from '../funnel/FunnelContext.ts';
import { contributionShapes } from './contributionShapes.ts';

/** A reason a plugin has to demand the full address on a campaign that could be ordered without one. */
export interface AddressRequirement {
  readonly id: string;
  readonly order?: number;
  /** True when the full address is needed now (funnel.md section 5: knownBySAP marks the address for completion). */
  readonly requiresFullAddress: (context: FunnelContext) => boolean;
}

/**
 * Address requirements: a plugin demands the full address on a campaign orderable without one (a payout: the bank
 * is known to the customer system); any contribution answering true makes the order form demand it.
 */
export const addressRequirements = defineExtensionPoint<AddressRequirement>({
  id: 'addressRequirements',
  shape: type({ ...contributionShapes.identified, requiresFullAddress: func() }),
  defaultOrder: 100,
});
