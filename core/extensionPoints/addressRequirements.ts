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

/** Address requirements: any contribution answering true makes the order form demand the full address. */
export const addressRequirements = defineExtensionPoint<AddressRequirement>({
  id: 'addressRequirements',
  description: 'Lets a plugin demand the full address on a campaign orderable without one (cash bonus: bank known to the customer system).',
  shape: type({ ...contributionShapes.identified, requiresFullAddress: func() }),
  defaultOrder: 100,
});
