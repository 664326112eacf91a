import type { AddressInput } from '../api/entities/addressInput.ts';
import type { AddressesInput } from '../api/entities/addressesInput.ts';

/**
 * The subscriber's main address among the checked addresses: the private address of a private
 * customer, else the business address (funnel.md section 5, "Private-type users send the private
 * address only").
 */
export function mainAddress(addresses: AddressesInput | null | undefined): AddressInput | undefined {
  return addresses?.privateAddress ?? addresses?.businessAddress ?? undefined;
}
