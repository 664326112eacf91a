import { mask } from 'superstruct';
import type { Address } from '../api/entities/address.ts';
import { addressesInput, type AddressesInput } from '../api/entities/addressesInput.ts';

/**
 * The customer's saved addresses from the initial load as a request would send them: only the
 * known fields, within their bounds. Undefined when a saved address does not fit (then the reader
 * goes through the form instead of skipping ahead).
 */
export function savedAddressesInput(addresses: {
  readonly privateAddress?: Address | null;
  readonly businessAddress?: Address | null;
  readonly deliveryAddress?: Address | null;
  readonly invoiceAddress?: Address | null;
} | null | undefined): AddressesInput | undefined {
  if (!addresses) return undefined;
  try {
    return mask(
      {
        privateAddress: addresses.privateAddress ?? null,
        businessAddress: addresses.businessAddress ?? null,
        deliveryAddress: addresses.deliveryAddress ?? null,
        invoiceAddress: addresses.invoiceAddress ?? null,
      },
      addressesInput,
    );
  } catch {
    return undefined;
  }
}
