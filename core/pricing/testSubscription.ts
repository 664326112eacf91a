import type { OrderTermsInput } from './OrderTermsInput.ts';

/** For the pricing unit tests: a renewing print subscription, 39,90 € a month and 478,80 € a year, paid monthly. */
export const testSubscription: OrderTermsInput = {
  display: { kind: 'calculated', monthlyPrice: 39.9, total: 478.8 },
  withCosts: true,
  recurring: true,
  dayPass: false,
  timeLimit: undefined,
  billingFrequency: '12',
  subscriptionEndDate: null,
  cancellationInfo: 'Monatlich kündbar.',
  period: 'monatlich',
  invoiceFee: undefined,
};
