import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressInput } from './addressInput.ts';
import { maybe } from './maybe.ts';

/** The four address kinds in a request body; leave out or null the ones not used. */
export const addressesInput = object({
  privateAddress: maybe(addressInput),
  businessAddress: maybe(addressInput),
  deliveryAddress: maybe(addressInput),
  invoiceAddress: maybe(addressInput),
});

/** The four address kinds in a request body. */
export type AddressesInput = Infer<typeof addressesInput>;
