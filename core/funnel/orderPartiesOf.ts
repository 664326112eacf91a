import { orderParties, type OrderParty } from '../extensionPoints/orderParties.ts';
import type { FunnelContext } from './FunnelContext.ts';

/**
 * The people of the current order, never none: those of the first active `orderParties`
 * contribution (gift, lwl), else the reader alone, who pays with the order form's addresses.
 */
export function orderPartiesOf(context: FunnelContext): readonly [OrderParty, ...OrderParty[]] {
  const variant = context.plugins.get(orderParties).find((contribution) => contribution.isActive(context));
  const [first, ...rest] = variant?.parties(context) ?? [];
  if (first) return [first, ...rest];
  return [{ role: 'purchaser', title: 'Ihre Daten', addresses: context.store.addresses.value, pays: true, isReader: true, enteredIn: 'orderForm' }];
}
