import { describe, expect, it } from 'vitest';
import { adminBackPath, adminPaths } from './adminPaths.ts';

describe('adminBackPath (platform.md section 2)', () => {
  it.each([
    ['/internal', '/neubestellung/abo/'],
    ['/internal/', '/neubestellung/abo/'],
    ['/internal/userManagement/users', '/internal'],
    ['/internal/SalesCampaignsApproval', '/internal'],
    ['/internal/salesCampaignsOverview', '/internal'],
    ['/internal/orderBonusesOverview', '/internal'],
    ['/internal/salesCampaignCustomizing/SZ-DIGITAL-STANDARD', '/internal/salesCampaignsOverview'],
    ['/internal/orderBonusCustomizing/B100', '/internal/orderBonusesOverview'],
    ['/internal/complexOrderBonus/neuAnlage', '/internal/orderBonusesOverview'],
  ])('goes back from %s to %s', (from, to) => {
    expect(adminBackPath(from)).toBe(to);
  });

  it('encodes ids in paths', () => {
    expect(adminPaths.salesCampaignCustomizing('A/B')).toBe('/internal/salesCampaignCustomizing/A%2FB');
  });
});
