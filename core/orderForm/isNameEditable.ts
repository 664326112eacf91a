import type { Addresses } from '../api/entities/addresses.ts';

/**
 * Whether the reader may edit the name fields (funnel.md sections 3 and 5): the server marks it on
 * the customer's main address (`Address.nameEditable`, false for existing customers); without an
 * address, as for visitors, the customer does not exist yet and the names are editable.
 */
export function isNameEditable(addresses: Addresses | null | undefined): boolean {
  const main = addresses?.businessAddress ?? addresses?.privateAddress;
  return main?.nameEditable !== false;
}
