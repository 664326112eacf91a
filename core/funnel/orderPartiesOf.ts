import { orderParties, type OrderParty } from '../extensionPoints/orderParties.ts';
import type { FunnelContext } from './FunnelContext.ts';
import type { AddressInput } from '../api/entities/addressInput.ts';
import type { AddressesInput } from '../api/entities/addressesInput.ts';

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

/**
 * The subscriber's main address among the checked addresses: the private address of a private
 * customer, else the business address (funnel.md section 5, "Private-type users send the private
 * address only").
 */
export function mainAddress(addresses: AddressesInput | null | undefined): AddressInput | undefined {
  return addresses?.privateAddress ?? addresses?.businessAddress ?? undefined;
}

/** The person who pays for the order (the purchaser: a gift's giver, lwl's new subscriber, else the reader). */
export function payingParty(context: FunnelContext): OrderParty {
  const parties = orderPartiesOf(context);
  return parties.find((party) => party.pays) ?? parties[0];
}
