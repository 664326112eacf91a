import { describe, expect, it } from 'vitest';
import { adminScreenIds, adminScreens, type AdminScreenId, backTargetOf, screenOf, screenPath } from './adminScreens.ts';

describe('adminScreens (platform.md section 2)', () => {
  it('gives every screen a path of its own under /internal', () => {
    const paths = adminScreenIds.map((id) => adminScreens[id].path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/internal(\/|$)/);
  });

  it('leads every back step to a screen or the start page, and from home to the start page', () => {
    for (const id of adminScreenIds) expect([...adminScreenIds, 'start']).toContain(backTargetOf(id));
    expect(backTargetOf('home')).toBe('start');
  });

  it('links the home to the screens of the platform list and the vouchers, each behind a permission link, in their order', () => {
    const linked = adminScreenIds
      .map((id) => ({ id, screen: adminScreens[id] as (typeof adminScreens)[AdminScreenId] }))
      .filter(({ screen }) => 'navigation' in screen)
      .sort((a, b) => ('navigation' in a.screen ? a.screen.navigation.position : 0) - ('navigation' in b.screen ? b.screen.navigation.position : 0));
    expect(linked.map(({ id }) => id)).toEqual(['salesCampaignsOverview', 'orderBonusesOverview', 'vouchers', 'salesCampaignsApproval', 'users', 'tenantAdmins', 'admins']);
    for (const { screen } of linked) expect('access' in screen && 'link' in screen.access, screen.path).toBe(true);
  });

  it('guards every screen but the home', () => {
    expect(adminScreenIds.filter((id) => !('access' in adminScreens[id]))).toEqual(['home']);
  });
});

describe('screenPath', () => {
  it('fills in and encodes the path’s parameters', () => {
    expect(screenPath('salesCampaignCustomizing', { salesCampaignId: 'A/B' })).toBe('/internal/salesCampaignCustomizing/A%2FB');
    expect(screenPath('users')).toBe('/internal/userManagement/users');
  });
});

describe('screenOf', () => {
  it.each([
    ['/internal', 'home'],
    ['/internal/', 'home'],
    ['/internal/userManagement/admins', 'admins'],
    ['/internal/orderBonusCustomizing/B%20100', 'orderBonusCustomizing'],
    ['/internal/salesCampaignCustomizing/SZ-DIGITAL-STANDARD/', 'salesCampaignCustomizing'],
  ])('finds the screen of %s', (path, id) => {
    expect(screenOf(path)).toBe(id);
  });

  it('finds none for a path no screen has', () => {
    expect(screenOf('/internal/userManagement/everyone')).toBeUndefined();
    expect(screenOf('/internal/orderBonusCustomizing/')).toBeUndefined();
  });
});
