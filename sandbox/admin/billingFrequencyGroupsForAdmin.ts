import type { BillingFrequencyGroup } from '../../admin/api/adminSalesCampaign.ts';
import { billingFrequencyGroups } from '../seed/billingFrequencyGroups.ts';

/** The billing frequency groups a campaign may use, named by their rhythms ("einmalig" without any). */
export const billingFrequencyGroupsForAdmin: readonly BillingFrequencyGroup[] = Object.entries(billingFrequencyGroups).map(([id, frequencies]) => ({
  id,
  name: frequencies.length === 0 ? 'einmalig' : frequencies.map((frequency) => frequency.name).join(', '),
  billingFrequencies: [...frequencies],
}));
