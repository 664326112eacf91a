import { enums } from 'superstruct';
import type { Infer } from 'superstruct';

/** Billing frequency codes: 01 yearly, 02 half-yearly, 04 quarterly, 12 monthly (platform.md section 9). */
export const billingFrequencyCode = enums(['01', '02', '04', '12']);

/** A billing frequency code. */
export type BillingFrequencyCode = Infer<typeof billingFrequencyCode>;
