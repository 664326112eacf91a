import { describe, expect, it } from 'vitest';
import { adminRoleOf } from '../../admin/api/adminRoleOf.ts';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';
import { callStatus } from '../testing/callFailure.ts';

const env = adminTestSandbox();

describe('staff login (isLoggedIn with mode internal)', () => {
  it('sends staff to the staff login, which lists every tenant’s staff with their roles and no readers', async () => {
    const check = await env.sandbox.adminClient().isLoggedIn('/internal');
    expect(check).toEqual({ loggedIn: false, serviceTicketUrl: '/sandbox/login?redirect=%2Finternal&screen=login&mode=internal' });
    const html = await (await env.sandbox.fetch(check.serviceTicketUrl!)).text();
    expect(html).toContain('Anmeldung für Mitarbeiter');
    expect(html).toContain('admin@sz.verlag.example – Admin (sz)');
    expect(html).toContain('keyuser@kwz.verlag.example – Key-User (kwz)');
    expect(html).toContain('benutzer@lz.verlag.example – Benutzer (lz)');
    expect(html).toContain('ohne-rechte@sz.verlag.example – ohne Berechtigung');
    expect(html).not.toContain('Max Mustermann');
    expect(html).not.toContain('Registrieren');
  });

  it('keeps staff off the readers’ login page', async () => {
    const html = await (await env.sandbox.fetch('/sandbox/login?redirect=%2Fneubestellung%2Fabo%2F')).text();
    expect(html).toContain('Max Mustermann');
    expect(html).not.toContain('verlag.example');
  });

  it('logs a picked staff member in and returns to the admin area with a ticket', async () => {
    const html = await (await env.sandbox.fetch('/sandbox/login?mode=internal&redirect=%2Finternal')).text();
    const id = new RegExp(`id="account-(\\d+)" value="\\d+"[^>]*>\\s*<label for="account-\\d+"><strong>Kai Kaiser</strong>\\s*– keyuser@sz`).exec(html)?.[1];
    expect(id).toBeDefined();
    const login = await env.sandbox.fetch('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: id!, mode: 'internal', redirect: '/internal?tenant=sz' }).toString(),
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/^\/internal\?tenant=sz&st=ST-/);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await env.sandbox.adminClient({ cookie }).isLoggedIn('/internal')).loggedIn).toBe(true);
    expect((await env.sandbox.adminClient({ cookie }).home()).email).toBe('keyuser@sz.verlag.example');
  });

  it('logs staff in by login (e-mail), as a script does (aboflow contract check), and refuses an unknown login', async () => {
    const post = (login: string) =>
      env.sandbox.fetch('/sandbox/login', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ login, mode: 'internal', redirect: '/internal' }).toString(),
      });
    const login = await post('Admin@SZ.verlag.example');
    expect(login.status).toBe(303);
    const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
    expect((await env.sandbox.adminClient({ cookie }).home()).email).toBe('admin@sz.verlag.example');
    const unknown = await post('niemand@sz.verlag.example');
    expect(unknown.status).toBe(400);
    expect(unknown.headers.get('set-cookie')).toBeNull();
  });
});

describe('home: the admin data', () => {
  it.each([
    ['admin', 'admin', ['ADMIN_ADMINS', 'ADMIN_TENANT_ADMINS', 'ADMIN_USERS', 'ADMIN_APPROVED_SALES_CAMPAIGNS', 'CONFIGURE_SALES_CAMPAIGNS', 'auditLog']],
    ['keyuser', 'keyuser', ['ADMIN_TENANT_ADMINS', 'ADMIN_USERS', 'CONFIGURE_SALES_CAMPAIGNS']],
    ['benutzer', 'user', ['CONFIGURE_SALES_CAMPAIGNS']],
  ] as const)('gives the %s of sz the links of the role %s', async (mailbox, role, links) => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', mailbox));
    const home = await env.sandbox.adminClient({ cookie }).home();
    expect(Object.keys(home._links).filter((name) => name !== 'self').sort()).toEqual([...links].sort());
    expect(adminRoleOf(home._links)).toBe(role);
    expect(home.homePageInfos).toEqual({ version: '1.98.4', documentationLink: 'https://hilfe.aboflow.example/verwaltung' });
    expect(home.logoutUrl).toBe('/sandbox/logout?redirect=%2Finternal%3Ftenant%3Dsz');
  });

  it('points each permission link at the list it opens', async () => {
    const home = await env.sandbox.adminClient({ cookie: await env.sandbox.staffLogin(seedStaffLogin('kwz', 'admin')), tenant: 'kwz' }).home();
    expect(home).toMatchObject({ firstName: 'Andrea', lastName: 'Albrecht', email: 'admin@kwz.verlag.example' });
    expect(home._links).toMatchObject({
      ADMIN_ADMINS: { href: '/api/customizing-service/v1/swmh/kwz/users/admins' },
      ADMIN_TENANT_ADMINS: { href: '/api/customizing-service/v1/swmh/kwz/users/tenantAdmins' },
      ADMIN_USERS: { href: '/api/customizing-service/v1/swmh/kwz/users/users' },
      ADMIN_APPROVED_SALES_CAMPAIGNS: { href: '/api/customizing-service/v1/swmh/admin/availableSalesCampaigns/kwz' },
      CONFIGURE_SALES_CAMPAIGNS: { href: '/api/customizing-service/v1/swmh/kwz/salesCampaigns' },
    });
  });

  it('answers an account without permission, and staff of another tenant, without any permission link', async () => {
    for (const cookie of [await env.sandbox.staffLogin(seedStaffLogin('sz', 'ohne-rechte')), await env.sandbox.staffLogin(seedStaffLogin('stz', 'admin'))]) {
      const home = await env.sandbox.adminClient({ cookie }).home();
      expect(Object.keys(home._links)).toEqual(['self']);
      expect(adminRoleOf(home._links)).toBeUndefined();
    }
  });

  it('refuses a visitor with 401 and an unknown tenant with 400', async () => {
    expect(await callStatus(env.sandbox.adminClient().home())).toBe(401);
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    expect(await callStatus(env.sandbox.adminClient({ cookie, tenant: 'xy' }).home())).toBe(400);
  });

  it('ends the session at the admin logout URL and returns to the admin area', async () => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    const home = await env.sandbox.adminClient({ cookie }).home();
    const logout = await env.sandbox.fetch(home.logoutUrl, { method: 'POST', headers: { cookie, origin: env.sandbox.sandbox.url } });
    expect(logout.status).toBe(303);
    expect(logout.headers.get('location')).toBe('/internal?tenant=sz');
    expect(logout.headers.get('set-cookie')).toContain('Max-Age=0');
    expect(await callStatus(env.sandbox.adminClient({ cookie }).home())).toBe(401);
  });
});
