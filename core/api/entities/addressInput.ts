import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressFields } from './addressFields.ts';

/** An address in a request body: only the known fields, each within its maximum length. */
export const addressInput = object(addressFields(true));

/** An address in a request body. */
export type AddressInput = Infer<typeof addressInput>;
