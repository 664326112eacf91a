import type { AddressesInput } from '../api/entities/addressesInput.ts';

/**
 * The `mailDelivery` every priceWithDeliveryDate call asks with (funnel.md section 7): true once an
 * address carries the accepted postal delivery (`mailDeliverySelected`), else null so the server
 * decides by the address.
 */
export function mailDeliveryOf(addresses: AddressesInput | null | undefined): true | null {
  return Object.values(addresses ?? {}).some((address) => address?.mailDeliverySelected === true) ? true : null;
}
