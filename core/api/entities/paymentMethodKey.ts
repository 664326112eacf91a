import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/** Payment method keys: Q card, P PayPal, 7 SEPA, Y invoice (funnel.md section 3). */
export const paymentMethodKey = enums(['Q', 'P', '7', 'Y']);

/** One of the four known payment method keys. */
export type PaymentMethodKey = Infer<typeof paymentMethodKey>;
