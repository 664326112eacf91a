import { priceRequestContributors, type PriceRequestExtras } from '../extensionPoints/priceRequestContributors.ts';
import type { FunnelContext } from './FunnelContext.ts';

/** The optional price-call fields the active plugins contribute (gift time limit, role). */
export function priceRequestExtras(context: FunnelContext): PriceRequestExtras {
  let extras: PriceRequestExtras = {};
  for (const contributor of context.plugins.get(priceRequestContributors)) {
    if (contributor.isActive(context)) extras = { ...extras, ...contributor.contribute(context) };
  }
  if (!extras.loggedInCustomerRole && context.store.role.value) extras = { ...extras, loggedInCustomerRole: context.store.role.value };
  return extras;
}
