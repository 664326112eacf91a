import { array } from 'superstruct';
import type { Infer } from 'superstruct';
import { billingFrequency } from './entities/billingFrequency.ts';

/** The answer of salesCampaign/{id}/paymentMethod/{method}/billingFrequencies: the campaign's group. */
export const billingFrequenciesResponse = array(billingFrequency);

/** The answer of billingFrequencies. */
export type BillingFrequenciesResponse = Infer<typeof billingFrequenciesResponse>;
