import type { AdminSalesCampaign } from '../api/adminSalesCampaign.ts';

/** What the campaign overview shows: a free text and the active switch. */
export interface SalesCampaignFilter {
  readonly text: string;
  readonly active: 'all' | 'active' | 'inactive';
}

/** The overview's filter before staff change it: everything. */
export const noSalesCampaignFilter: SalesCampaignFilter = { text: '', active: 'all' };

/**
 * The campaigns that match the filter: every word of the text (case-insensitive) occurs in the id,
 * the name, the product or the price text, and the active switch fits.
 */
export function filterSalesCampaigns(campaigns: readonly AdminSalesCampaign[], filter: SalesCampaignFilter): AdminSalesCampaign[] {
  const words = filter.text.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  return campaigns.filter((campaign) => {
    if (filter.active !== 'all' && campaign.active !== (filter.active === 'active')) return false;
    const haystack = [campaign.id, campaign.name, campaign.baseInfo.printProduct, campaign.priceGui].join(' ').toLocaleLowerCase('de');
    return words.every((word) => haystack.includes(word));
  });
}
