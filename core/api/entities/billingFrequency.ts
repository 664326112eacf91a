import { number, string, type } from 'superstruct';
import type { Infer } from 'superstruct';

/** A billing frequency of a campaign's group (funnel.md section 3); discounts in percent. */
export const billingFrequency = type({
  code: string(),
  name: string(),
  discountDomestic: number(),
  discountAbroad: number(),
});

/** A billing frequency. */
export type BillingFrequency = Infer<typeof billingFrequency>;
