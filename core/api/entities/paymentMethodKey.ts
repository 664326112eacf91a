import { enums, type Infer } from 'superstruct';

/** Payment method keys: Q card, P PayPal, 7 SEPA, Y invoice (funnel.md section 3). */
export const paymentMethodKey = enums(['Q', 'P', '7', 'Y']);

/** One of the four known payment method keys. */
export type PaymentMethodKey = Infer<typeof paymentMethodKey>;

/** Payment method keys by front-end name (funnel.md section 3): card Q, paypal P, sepa 7, invoice Y. */
export const paymentMethodKeyByName = { card: 'Q', paypal: 'P', sepa: '7', invoice: 'Y' } as const;

/** Front-end payment method names by key (funnel.md section 3): Q card, P paypal, 7 sepa, Y invoice. */
export const paymentMethodNameByKey = { Q: 'card', P: 'paypal', '7': 'sepa', Y: 'invoice' } as const;
