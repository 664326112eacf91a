/** Payment method keys by front-end name (funnel.md section 3): card Q, paypal P, sepa 7, invoice Y. */
export const paymentMethodKeyByName = { card: 'Q', paypal: 'P', sepa: '7', invoice: 'Y' } as const;
