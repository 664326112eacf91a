import type { AddressesInput } from '../api/entities/addressesInput.ts';

/**
 * The addresses with the postal delivery the reader accepted in the sub-title modal (funnel.md
 * section 8, "Delivery by carrier not possible"): the delivered-to address (the delivery address
 * if there is one, else the main address) carries `mailDeliverySelected` (funnel.md section 3).
 */
export function withMailDeliverySelected(addresses: AddressesInput): AddressesInput {
  const kind = (['deliveryAddress', 'privateAddress', 'businessAddress'] as const).find((candidate) => addresses[candidate]);
  if (!kind) return addresses;
  return { ...addresses, [kind]: { ...addresses[kind], mailDeliverySelected: true } };
}
