import type { AvailableSalesCampaign } from '../api/availableSalesCampaign.ts';

/** A yes/no filter that may also show everything. */
export type YesNoFilter = 'all' | 'yes' | 'no';

/** The approval list's filter: free text over id and name, approved and active. */
export interface ApprovalFilter {
  readonly text: string;
  readonly approved: YesNoFilter;
  readonly active: YesNoFilter;
}

/** The filter that shows every campaign. */
export const noApprovalFilter: ApprovalFilter = { text: '', approved: 'all', active: 'all' };

function fits(filter: YesNoFilter, value: boolean): boolean {
  return filter === 'all' || (filter === 'yes') === value;
}

/**
 * The campaigns the filter lets through: every word of the text must occur in the id or the name
 * (case-insensitive), approved and active as chosen. Approval filters by the saved state, so a row
 * does not vanish while staff tick it.
 */
export function filterApprovalList(campaigns: readonly AvailableSalesCampaign[], filter: ApprovalFilter): AvailableSalesCampaign[] {
  const words = filter.text.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return campaigns.filter((campaign) => {
    const haystack = `${campaign.id} ${campaign.name}`.toLocaleLowerCase('de');
    return words.every((word) => haystack.includes(word)) && fits(filter.approved, campaign.approved) && fits(filter.active, campaign.active);
  });
}

/** Whether the filter hides anything at all. */
export function isFiltering(filter: ApprovalFilter): boolean {
  return filter.text.trim() !== '' || filter.approved !== 'all' || filter.active !== 'all';
}
