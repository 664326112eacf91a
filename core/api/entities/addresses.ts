import { type } from 'superstruct';
import type { Infer } from 'superstruct';
import { address } from './address.ts';
import { maybe } from './maybe.ts';

/** The four address kinds of the form data; each may be null (funnel.md section 3). */
export const addresses = type({
  privateAddress: maybe(address),
  businessAddress: maybe(address),
  deliveryAddress: maybe(address),
  invoiceAddress: maybe(address),
});

/** The four address kinds of the form data. */
export type Addresses = Infer<typeof addresses>;
