import type { OrderFormAddress } from './OrderFormAddress.ts';
import { addressTypeOf } from './addressTypeOf.ts';

/**
 * Which address fields the form shows, and therefore validates (funnel.md sections 3 and 5): the
 * reader's choice of "Straßenadresse" or "Postfach" when made, else whether a post office box is
 * filled. Digital products have no post office box.
 */
export function shownAddressVariant(
  address: Pick<OrderFormAddress, 'addressType' | 'postOfficeBox'>,
  allowPostOfficeBox: boolean,
): 'street' | 'postOfficeBox' {
  if (!allowPostOfficeBox) return 'street';
  return address.addressType ?? addressTypeOf(address);
}
