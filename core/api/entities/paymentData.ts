import { type } from 'superstruct';
import type { Infer } from 'superstruct';
import { paymentDataFields } from './paymentDataFields.ts';

/** Payment data as a service answers it, e.g. the customer's saved payment data. */
export const paymentData = type(paymentDataFields(false));

/** Payment data as a service answers it. */
export type PaymentData = Infer<typeof paymentData>;
