import { describe, expect, it } from 'vitest';
import { adminBackPath, adminPaths, withoutServiceTicket } from './adminPaths.ts';

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

describe('withoutServiceTicket', () => {
  it('drops st and keeps the rest of the query', () => {
    expect(withoutServiceTicket({ pathname: '/internal', search: '?tenant=sz&st=ST-1' })).toEqual({
      path: '/internal?tenant=sz',
      changed: true,
    });
    expect(withoutServiceTicket({ pathname: '/internal/x', search: '?st=ST-1' })).toEqual({ path: '/internal/x', changed: true });
  });

  it('leaves a path without ticket as it is', () => {
    expect(withoutServiceTicket({ pathname: '/internal', search: '?tenant=sz' })).toEqual({ path: '/internal?tenant=sz', changed: false });
  });
});
