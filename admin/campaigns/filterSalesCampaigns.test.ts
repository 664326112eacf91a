import { describe, expect, it } from 'vitest';
import { filterSalesCampaigns, noSalesCampaignFilter } from './filterSalesCampaigns.ts';
import { salesCampaignFixture } from './salesCampaignFixture.ts';

const campaigns = [
  salesCampaignFixture({ id: 'SZ-PRINT-STANDARD', name: 'SZ Print Standard', active: true }),
  salesCampaignFixture({ id: 'SZ-DIGITAL-PROBE', name: 'Probeabo digital', active: false, priceGui: 'kostenlos' }),
  salesCampaignFixture({ id: 'SZ-DIGITAL-STANDARD', name: 'SZ Plus', active: true }),
];
const ids = (list: readonly { id: string }[]) => list.map((campaign) => campaign.id);

describe('filterSalesCampaigns', () => {
  it('keeps every campaign without a filter', () => {
    expect(ids(filterSalesCampaigns(campaigns, noSalesCampaignFilter))).toEqual(['SZ-PRINT-STANDARD', 'SZ-DIGITAL-PROBE', 'SZ-DIGITAL-STANDARD']);
  });

  it('finds every word of the text in id, name or price, ignoring case', () => {
    expect(ids(filterSalesCampaigns(campaigns, { text: 'digital', active: 'all' }))).toEqual(['SZ-DIGITAL-PROBE', 'SZ-DIGITAL-STANDARD']);
    expect(ids(filterSalesCampaigns(campaigns, { text: '  probe  DIGITAL ', active: 'all' }))).toEqual(['SZ-DIGITAL-PROBE']);
    expect(ids(filterSalesCampaigns(campaigns, { text: 'kostenlos', active: 'all' }))).toEqual(['SZ-DIGITAL-PROBE']);
    expect(filterSalesCampaigns(campaigns, { text: 'gibt es nicht', active: 'all' })).toEqual([]);
  });

  it('filters by the active switch, together with the text', () => {
    expect(ids(filterSalesCampaigns(campaigns, { text: '', active: 'inactive' }))).toEqual(['SZ-DIGITAL-PROBE']);
    expect(ids(filterSalesCampaigns(campaigns, { text: 'digital', active: 'active' }))).toEqual(['SZ-DIGITAL-STANDARD']);
  });
});
