import { orderParties, type OrderParty } from '../extensionPoints/orderParties.ts';
import type { FunnelContext } from './FunnelContext.ts';

const ownDataTitle = 'Ihre Daten';

/**
 * The people of the current order: those of the first active `orderParties` contribution (gift,
 * lwl), else the reader alone, who pays with the order form's addresses.
 */
export function orderPartiesOf(context: FunnelContext): readonly OrderParty[] {
  const variant = context.plugins.get(orderParties).find((contribution) => contribution.isActive(context));
  if (variant) return variant.parties(context);
  return [{ role: 'purchaser', title: ownDataTitle, addresses: context.store.addresses.value, pays: true, isReader: true, enteredIn: 'orderForm' }];
}
