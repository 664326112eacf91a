import type { OrderFormAddress } from './OrderFormAddress.ts';
import { trimmedText } from './trimmedText.ts';

/** The address type follows whether a post office box is filled (funnel.md section 3). */
export function addressTypeOf(address: Pick<OrderFormAddress, 'postOfficeBox'>): 'street' | 'postOfficeBox' {
  return trimmedText(address.postOfficeBox) === '' ? 'street' : 'postOfficeBox';
}
