import { type } from 'superstruct';
import type { Infer } from 'superstruct';
import { addressFields } from './addressFields.ts';

/** An address as a service answers it (funnel.md section 3); unknown extra fields are tolerated. */
export const address = type(addressFields(false));

/** An address as a service answers it. */
export type Address = Infer<typeof address>;
