import type { BillingFrequency } from '../../core/api/entities/billingFrequency.ts';

/** Billing frequency groups by id; discounts in percent (codes 01, 02, 04, 12 as platform.md section 3 gives them); a one-off purchase has none. */
export const billingFrequencyGroups: Readonly<Record<string, readonly BillingFrequency[]>> = {
  PRINT: [
    { code: '01', name: 'jährlich', discountDomestic: 5, discountAbroad: 3 },
    { code: '02', name: 'halbjährlich', discountDomestic: 3, discountAbroad: 2 },
    { code: '04', name: 'vierteljährlich', discountDomestic: 1, discountAbroad: 0 },
    { code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 },
  ],
  DIGITAL: [
    { code: '01', name: 'jährlich', discountDomestic: 10, discountAbroad: 10 },
    { code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 },
  ],
  ONE_OFF: [],
};
