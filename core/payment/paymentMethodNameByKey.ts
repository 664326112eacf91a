/** Front-end payment method names by key (funnel.md section 3): Q card, P paypal, 7 sepa, Y invoice. */
export const paymentMethodNameByKey = { Q: 'card', P: 'paypal', '7': 'sepa', Y: 'invoice' } as const;
