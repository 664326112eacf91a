import type { FunnelContext } from './FunnelContext.ts';

/**
 * Whether the last price answer says the campaign has no price for the address abroad
 * (noResultAbroad, funnel.md section 3). Such an order cannot be placed online: without a price
 * there is no binding order (§312j BGB), so the reader stays on Start and is told how to order
 * through the reader service (docs/decisions.md, "No price abroad (`noResultAbroad`)").
 */
export function hasNoPriceAbroad(context: FunnelContext): boolean {
  return context.store.price.value.result?.noResultAbroad === true;
}
