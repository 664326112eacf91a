import { array, string } from 'superstruct';
import type { Infer } from 'superstruct';

/** The answer of order/paymentmethods: method keys; the funnel keeps only Q, P, 7 and Y. */
export const paymentMethodsResponse = array(string());

/** The answer of order/paymentmethods. */
export type PaymentMethodsResponse = Infer<typeof paymentMethodsResponse>;
