import { describe, expect, it } from 'vitest';
import { seededCampaigns } from './seededCampaigns.ts';

describe('seededCampaigns', () => {
  it('lists the hand-written seeds without a package list, leaving out campaigns seeded as unavailable', () => {
    const ids = seededCampaigns().map((c) => c.salesCampaignId);
    expect(ids).toContain('SZ-DIGITAL-STANDARD');
    expect(ids).not.toContain('SZ-NICHT-IM-KATALOG');
  });

  it('adds the campaigns the sandbox generates for a package without seeds, and nothing twice for a seeded one', () => {
    const packages = [{ key: 'sz' }, { key: 'nwz', name: 'Nordwest-Zeitung', plugins: [{ id: 'gift', options: {} }] }];
    const listed = seededCampaigns(packages);
    expect(listed.filter((c) => c.tenant === 'nwz').map((c) => c.salesCampaignId)).toEqual(['NWZ-DIGITAL-STANDARD', 'NWZ-PRINT-STANDARD', 'NWZ-GIFT']);
    expect(listed.length).toBe(seededCampaigns().length + 3);
  });
});
