import { object } from 'superstruct';
import type { Infer } from 'superstruct';
import { paymentDataFields } from './paymentDataFields.ts';

/** Payment data in a request body (purchaserPaymentData, agentPaymentData, cashBonusPaymentData). */
export const paymentDataInput = object(paymentDataFields(true));

/** Payment data in a request body. */
export type PaymentDataInput = Infer<typeof paymentDataInput>;
