import type { OrderParty } from '../extensionPoints/orderParties.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { orderPartiesOf } from './orderPartiesOf.ts';

/** The person who pays for the order (the purchaser: a gift's giver, lwl's new subscriber, else the reader). */
export function payingParty(context: FunnelContext): OrderParty {
  const parties = orderPartiesOf(context);
  return parties.find((party) => party.pays) ?? parties[0];
}
