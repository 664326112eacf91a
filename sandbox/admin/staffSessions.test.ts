import { describe, expect, it } from 'vitest';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';
import { adminRefusal, callStatus } from '../testing/callFailure.ts';

let clock = new Date('2026-03-02T08:00:00Z');
const env = adminTestSandbox({ now: () => clock });
const minutes = (count: number) => {
  clock = new Date(clock.getTime() + count * 60_000);
};

const admin = () => env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
const home = (cookie: string) => env.sandbox.adminClient({ tenant: 'sz', cookie }).home();
const readerLoggedIn = async (cookie: string) => (await env.sandbox.client({ cookie }).isLoggedIn('/neubestellung/abo/', { loginRequired: false })).loggedIn;
const staffLoggedIn = async (cookie: string) => (await env.sandbox.adminClient({ cookie }).isLoggedIn('/internal')).loggedIn;

describe('staff sessions expire (admin/README.md, "Staff sessions and cross-site writes")', () => {
  it('ends a staff session unused for 30 minutes: 401 SESSION_EXPIRED, then NOT_LOGGED_IN; each use starts the idle time again', async () => {
    const cookie = await admin();
    minutes(29);
    expect((await home(cookie)).email).toBe('admin@sz.verlag.example');
    minutes(29);
    expect((await home(cookie)).email).toBe('admin@sz.verlag.example');
    minutes(30);
    expect(await adminRefusal(home(cookie))).toMatchObject({ status: 401, error: 'SESSION_EXPIRED', message: 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.' });
    expect(await adminRefusal(home(cookie))).toMatchObject({ status: 401, error: 'NOT_LOGGED_IN' });
    expect(await staffLoggedIn(cookie)).toBe(false);
  });

  it('ends a staff session 8 hours after the login, however busy', async () => {
    const cookie = await admin();
    for (let used = 0; used < 8 * 60 - 20; used += 20) {
      minutes(20);
      expect(await callStatus(home(cookie))).toBe(200);
    }
    minutes(19);
    expect(await callStatus(home(cookie))).toBe(200);
    minutes(1);
    expect(await adminRefusal(home(cookie))).toMatchObject({ status: 401, error: 'SESSION_EXPIRED' });
  });

  it('refuses an expired session’s write as not logged in, and stores nothing', async () => {
    const cookie = await admin();
    const client = env.sandbox.adminClient({ tenant: 'sz', cookie });
    const list = (await client.home())._links.ADMIN_USERS!;
    minutes(31);
    expect(await adminRefusal(client.addUser(list, 'anna.neukunde@example.de'))).toMatchObject({ status: 401, error: 'SESSION_EXPIRED' });
    expect(env.sandbox.sandbox.db.prepare("SELECT COUNT(*) AS n FROM staff_members WHERE tenant = 'sz' AND user_type = 'users'").get()?.n).toBe(1);
  });

  it('gives reader sessions their own limits: 2 hours unused, 24 hours in all', async () => {
    const idle = await env.sandbox.login('anna.neukunde@example.de');
    minutes(119);
    expect(await readerLoggedIn(idle)).toBe(true);
    minutes(120);
    expect(await readerLoggedIn(idle)).toBe(false);

    const busy = await env.sandbox.login('anna.neukunde@example.de');
    for (let used = 0; used < 24 * 60 - 60; used += 60) {
      minutes(60);
      expect(await readerLoggedIn(busy)).toBe(true);
    }
    minutes(60);
    expect(await readerLoggedIn(busy)).toBe(false);
  });
});

describe('staff and reader sessions are separate', () => {
  it('a staff login is no reader login: the order pages see nobody logged in and no reader account', async () => {
    const staff = await admin();
    expect(await staffLoggedIn(staff)).toBe(true);
    expect(await readerLoggedIn(staff)).toBe(false);
    const answer = await env.sandbox.client({ tenant: 'sz', cookie: staff }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(answer.formData?.addresses.privateAddress).toBeNull();
  });

  it('a reader login gives no staff rights, also of an account in a user list, also with its id in the staff cookie', async () => {
    const reader = await env.sandbox.login('admin@sz.verlag.example');
    expect(await readerLoggedIn(reader)).toBe(true);
    expect(await staffLoggedIn(reader)).toBe(false);
    expect(await adminRefusal(home(reader))).toMatchObject({ status: 401, error: 'NOT_LOGGED_IN' });
    const asStaffCookie = reader.replace(/^sandbox_session=/, 'sandbox_staff_session=');
    expect(asStaffCookie).not.toBe(reader);
    expect(await adminRefusal(home(asStaffCookie))).toMatchObject({ status: 401, error: 'NOT_LOGGED_IN' });
    const preview = await env.sandbox.client({ tenant: 'sz', cookie: reader }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD', preview: 'true' });
    expect(preview.formData?.preview).toBeUndefined();
  });

  it('keeps both sessions side by side in one browser; each logout ends its own only', async () => {
    const staff = await admin();
    const reader = await env.sandbox.login('anna.neukunde@example.de');
    const both = `${staff}; ${reader}`;
    expect(await staffLoggedIn(both)).toBe(true);
    expect(await readerLoggedIn(both)).toBe(true);
    const out = await env.sandbox.fetch('/sandbox/logout', { method: 'POST', headers: { cookie: both, origin: env.sandbox.sandbox.url } });
    expect(out.headers.get('set-cookie')).toMatch(/^sandbox_staff_session=;.*Max-Age=0/);
    expect(await staffLoggedIn(both)).toBe(false);
    expect(await readerLoggedIn(both)).toBe(true);
    const again = await admin();
    await env.sandbox.client({ cookie: `${again}; ${reader}` }).logout();
    expect(await readerLoggedIn(reader)).toBe(false);
    expect(await staffLoggedIn(again)).toBe(true);
  });
});

describe('logout ends a session only when the own page asks', () => {
  it('answers a GET of the staff logout with 405 and ends nothing (another site’s <img> or link)', async () => {
    const staff = await admin();
    const answer = await env.sandbox.fetch('/sandbox/logout?redirect=%2Finternal', { headers: { cookie: staff } });
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('POST');
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await staffLoggedIn(staff)).toBe(true);
  });

  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['Origin: null', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['neither header', {}],
  ])('refuses a staff logout POST with %s: 403 CROSS_ORIGIN_REFUSED, the session stays', async (_name, headers) => {
    const staff = await admin();
    const answer = await env.sandbox.fetch('/sandbox/logout', { method: 'POST', headers: { cookie: staff, ...headers } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'CROSS_ORIGIN_REFUSED' });
    expect(await staffLoggedIn(staff)).toBe(true);
  });

  it.each(['cross-site', 'same-site'])('keeps the reader’s session when the logout GET comes with Sec-Fetch-Site: %s (403 CROSS_ORIGIN_REFUSED)', async (site) => {
    const reader = await env.sandbox.login('anna.neukunde@example.de');
    const answer = await env.sandbox.fetch('/api/logout', { headers: { cookie: reader, 'sec-fetch-site': site } });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'CROSS_ORIGIN_REFUSED' });
    expect(await readerLoggedIn(reader)).toBe(true);
    const own = await env.sandbox.fetch('/api/logout', { headers: { cookie: reader, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(200);
    expect(await readerLoggedIn(reader)).toBe(false);
  });
});
