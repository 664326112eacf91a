import { describe, expect, it } from 'vitest';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { adminTestSandbox } from '../testing/adminTestSandbox.ts';
import { bonusImageFixture } from '../testing/adminFixtures.ts';

const env = adminTestSandbox();
const swmh = '/api/customizing-service/v1/swmh';
const admins = `${swmh}/sz/users/admins`;

/** The logins in sz's admins list, straight from the store. */
function szAdmins(): string[] {
  return env.sandbox.sandbox.db
    .prepare("SELECT a.login FROM staff_members m JOIN accounts a ON a.id = m.account_id WHERE m.tenant = 'sz' AND m.user_type = 'admins' ORDER BY a.login")
    .all()
    .map((row) => String(row.login));
}

/** The refused writes the audit log holds, oldest first. */
function refusals(): Array<{ tenant: string; objectId: string; actorLogin: string; changes: Array<{ field: string; after: unknown }> }> {
  return env.sandbox.sandbox.db
    .prepare("SELECT tenant, object_id, actor_login, changes FROM audit_log WHERE object_type = 'request' AND action = 'writeRefused' ORDER BY id")
    .all()
    .map((row) => ({ tenant: String(row.tenant), objectId: String(row.object_id), actorLogin: String(row.actor_login), changes: JSON.parse(String(row.changes)) }));
}

/** The forged request of the security test: the admin's cookie, another site's form posting a mail as text/plain. */
async function forgeAddAdmin(cookie: string, headers: Record<string, string>, body = 'anna.neukunde@example.de'): Promise<Response> {
  return env.sandbox.fetch(admins, { method: 'POST', headers: { cookie, 'content-type': 'text/plain', ...headers }, body });
}

describe('admin writes only from a page of the own origin (sandbox/README.md, "Staff sessions and cross-site writes")', () => {
  it.each([
    ['another site’s Origin', { origin: 'https://evil.example' }],
    ['a sibling site of the same site', { origin: 'http://evil.localhost' }],
    ['the own host name without the own port', { origin: 'http://127.0.0.1' }],
    ['Origin: null (a sandboxed frame, a redirect)', { origin: 'null' }],
    ['no Origin, Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['no Origin, Sec-Fetch-Site: cross-site', { 'sec-fetch-site': 'cross-site' }],
    ['neither Origin nor Sec-Fetch-Site', {}],
  ])('refuses adding an admin with %s: 403 CROSS_ORIGIN_REFUSED, nothing stored', async (_name, headers) => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    const before = szAdmins();
    const answer = await forgeAddAdmin(cookie, headers);
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'CROSS_ORIGIN_REFUSED' });
    expect(szAdmins()).toEqual(before);
  });

  it('refuses the same forgery as JSON from another origin too, and a text/plain body from the own origin with 415', async () => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    const json = await env.sandbox.fetch(admins, {
      method: 'POST',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'anna.neukunde@example.de' }),
    });
    expect(json.status).toBe(403);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await forgeAddAdmin(cookie, { origin: env.sandbox.sandbox.url, 'content-type': contentType });
      expect(answer.status).toBe(415);
      expect(await answer.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', accepted: 'application/json' });
    }
    expect(szAdmins()).toEqual(['admin@sz.verlag.example']);
  });

  it('accepts the admin page’s JSON write by its Origin, or by Sec-Fetch-Site: same-origin where Origin is missing', async () => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    const add = (headers: Record<string, string>, email: string) =>
      env.sandbox.fetch(admins, { method: 'POST', headers: { cookie, 'content-type': 'application/json; charset=utf-8', ...headers }, body: JSON.stringify({ email }) });
    expect((await add({ origin: env.sandbox.sandbox.url }, 'anna.neukunde@example.de')).status).toBe(201);
    expect((await add({ 'sec-fetch-site': 'same-origin' }, 'max.mustermann@example.de')).status).toBe(201);
    expect(szAdmins()).toEqual(['admin@sz.verlag.example', 'anna.neukunde@example.de', 'max.mustermann@example.de']);
  });

  it('guards PUT and DELETE too, and the image upload by its multipart type', async () => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('kwz', 'keyuser'));
    const foreign = { cookie, origin: 'https://evil.example' };
    const bonus = `${swmh}/kwz/bonus/KWZ-B-KOPFHOERER`;
    const update = await env.sandbox.fetch(bonus, { method: 'PUT', headers: { ...foreign, 'content-type': 'application/json' }, body: '{}' });
    expect(update.status).toBe(403);
    const remove = await env.sandbox.fetch(`${swmh}/kwz/users/users/benutzer%40kwz.verlag.example`, { method: 'DELETE', headers: foreign });
    expect(remove.status).toBe(403);
    const members = env.sandbox.sandbox.db.prepare("SELECT COUNT(*) AS n FROM staff_members WHERE tenant = 'kwz' AND user_type = 'users'").get();
    expect(Number(members?.n)).toBe(1);

    const form = new FormData();
    form.append('imageFile', bonusImageFixture(), 'kopfhoerer.png');
    const upload = await env.sandbox.fetch(`${bonus}/image`, { method: 'POST', headers: foreign, body: form });
    expect(upload.status).toBe(403);
    const asJson = await env.sandbox.fetch(`${bonus}/image`, { method: 'POST', headers: { cookie, origin: env.sandbox.sandbox.url, 'content-type': 'application/json' }, body: '{}' });
    expect(asJson.status).toBe(415);
    expect(await asJson.json()).toMatchObject({ error: 'UNSUPPORTED_MEDIA_TYPE', accepted: 'multipart/form-data' });
    const { n: images } = env.sandbox.sandbox.db.prepare("SELECT COUNT(*) AS n FROM audit_log WHERE action = 'imageUploaded'").get()!;
    expect(Number(images)).toBe(0);
  });

  it('writes every refused write to the audit log: who if known, when, which endpoint, why; admins read it in the tenant’s log', async () => {
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    await forgeAddAdmin(cookie, { origin: 'https://evil.example' });
    await forgeAddAdmin(cookie, { origin: env.sandbox.sandbox.url });
    await forgeAddAdmin('', { 'sec-fetch-site': 'cross-site' });
    expect(refusals()).toEqual([
      {
        tenant: 'sz', objectId: `POST ${admins}`, actorLogin: 'admin@sz.verlag.example',
        changes: [
          { field: 'reason', before: null, after: 'CROSS_ORIGIN_REFUSED' },
          { field: 'origin', before: null, after: 'https://evil.example' },
          { field: 'secFetchSite', before: null, after: null },
          { field: 'contentType', before: null, after: 'text/plain' },
        ],
      },
      {
        tenant: 'sz', objectId: `POST ${admins}`, actorLogin: 'admin@sz.verlag.example',
        changes: [
          { field: 'reason', before: null, after: 'UNSUPPORTED_MEDIA_TYPE' },
          { field: 'origin', before: null, after: env.sandbox.sandbox.url },
          { field: 'secFetchSite', before: null, after: null },
          { field: 'contentType', before: null, after: 'text/plain' },
        ],
      },
      {
        tenant: 'sz', objectId: `POST ${admins}`, actorLogin: '',
        changes: [
          { field: 'reason', before: null, after: 'CROSS_ORIGIN_REFUSED' },
          { field: 'origin', before: null, after: null },
          { field: 'secFetchSite', before: null, after: 'cross-site' },
          { field: 'contentType', before: null, after: 'text/plain' },
        ],
      },
    ]);
    const log = await env.sandbox.adminClient({ tenant: 'sz', cookie }).auditLog();
    expect(log.filter((entry) => entry.objectType === 'request').map((entry) => [entry.action, entry.actor.login, entry.changes[0]?.after])).toEqual([
      ['writeRefused', '', 'CROSS_ORIGIN_REFUSED'],
      ['writeRefused', 'admin@sz.verlag.example', 'UNSUPPORTED_MEDIA_TYPE'],
      ['writeRefused', 'admin@sz.verlag.example', 'CROSS_ORIGIN_REFUSED'],
    ]);
    expect(log[0]?.changedAt).toBe(env.sandbox.sandbox.db.prepare('SELECT MAX(changed_at) AS at FROM audit_log').get()?.at);
  });

  it('takes no forwarded host for the own origin unless the operator says a proxy sets it (trustProxy)', async () => {
    const proxied = { 'x-forwarded-host': 'sz.abo.example', 'x-forwarded-proto': 'https', 'content-type': 'application/json' };
    const cookie = await env.sandbox.staffLogin(seedStaffLogin('sz', 'admin'));
    const answer = await env.sandbox.fetch(admins, { method: 'POST', headers: { cookie, origin: 'https://sz.abo.example', ...proxied }, body: JSON.stringify({ email: 'anna.neukunde@example.de' }) });
    // This sandbox does not trust a proxy: the forwarded host is any client's claim, and the write is refused.
    expect(answer.status).toBe(403);
    expect(szAdmins()).toEqual(['admin@sz.verlag.example']);
  });
});
