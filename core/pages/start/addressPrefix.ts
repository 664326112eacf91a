import type { AddressKind } from '../../addressCheck/interpretAddressCheck.ts';

/** The form-field prefix of an address kind: the main address sits at the top level of the values. */
export function addressPrefix(kind: AddressKind): string {
  if (kind === 'deliveryAddress') return 'deliveryAddress.';
  if (kind === 'invoiceAddress') return 'invoiceAddress.';
  return '';
}
