import type { AddressesInput } from '../api/entities/addressesInput.ts';
import { keptAddresses } from '../orderForm/keptAddresses.ts';
import type { OrderFormValues } from '../orderForm/OrderFormValues.ts';
import { trimmedText } from '../orderForm/trimmedText.ts';

/**
 * The addresses a price question on the order form sends before the address check: the addresses
 * the form would send, each reduced to its country, which is what the price depends on (postage
 * abroad). Unchecked street or name input never reaches the price call.
 */
export function priceAddresses(values: OrderFormValues): AddressesInput {
  const kept = keptAddresses(values);
  const countryOf = (address: { readonly country?: string } | null) => {
    if (!address) return null;
    const country = trimmedText(address.country);
    return country === '' ? {} : { country };
  };
  return {
    privateAddress: countryOf(kept.privateAddress),
    businessAddress: countryOf(kept.businessAddress),
    deliveryAddress: countryOf(kept.deliveryAddress),
    invoiceAddress: countryOf(kept.invoiceAddress),
  };
}
