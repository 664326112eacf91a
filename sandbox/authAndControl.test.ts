import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { callFailure as failure } from './testing/callFailure.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

describe('login, service ticket and logout', () => {
  it('points a visitor at the login page and refuses foreign redirect targets', async () => {
    const answer = await sandbox.client().isLoggedIn('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD', { loginRequired: true, authScreen: 'register' });
    expect(answer.loggedIn).toBe(false);
    expect(answer.serviceTicketUrl).toBe('/sandbox/login?redirect=%2Fneubestellung%2Fabo%2F%3Fwa%3DSZ-DIGITAL-STANDARD&screen=register');
    expect((await failure(sandbox.client().isLoggedIn('//evil.example/', { loginRequired: false }))).status).toBe(400);
  });

  it('serves a German login page, logs in a picked customer and returns with a ticket', async () => {
    const page = await sandbox.fetch('/sandbox/login?redirect=%2Fneubestellung%2Fabo%2F%3Fwa%3DX&screen=login');
    const html = await page.text();
    expect(html).toContain('<html lang="de">');
    expect(html).toContain('Max Mustermann');
    expect(html).toMatch(/<label for="account-\d+">/);
    const id = /id="account-(\d+)"/.exec(html)![1]!;
    const login = await sandbox.fetch('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: id, redirect: '/neubestellung/abo/?wa=X' }).toString(),
    });
    expect(login.status).toBe(303);
    expect(login.headers.get('location')).toMatch(/^\/neubestellung\/abo\/\?wa=X&st=ST-[\w-]+$/);
    const cookie = login.headers.get('set-cookie')!;
    expect(cookie).toContain('HttpOnly');
    const session = cookie.split(';')[0]!;
    expect((await sandbox.client({ cookie: session }).isLoggedIn('/neubestellung/abo/', { loginRequired: false })).loggedIn).toBe(true);

    const again = await sandbox.fetch('/sandbox/login?redirect=%2Fneubestellung%2Fabo%2F', { headers: { cookie: session } });
    expect(again.status).toBe(303);
    expect(again.headers.get('location')).toMatch(/st=ST-/);

    const logout = await sandbox.client({ cookie: session }).logout();
    expect(logout.url).toBe('/neubestellung/abo/');
    expect((await sandbox.client({ cookie: session }).isLoggedIn('/neubestellung/abo/', { loginRequired: false })).loggedIn).toBe(false);
  });

  it('registers a new customer without customer number and refuses a taken e-mail', async () => {
    const register = (email: string) => sandbox.fetch('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ register: '1', firstName: 'Nora', lastName: 'Neu', email, redirect: 'https://evil.example/' }).toString(),
    });
    const created = await register('nora.neu@example.de');
    expect(created.status).toBe(303);
    expect(created.headers.get('location')).toMatch(/^\/neubestellung\/abo\/\?st=/);
    const session = created.headers.get('set-cookie')!.split(';')[0]!;
    const data = await sandbox.client({ cookie: session }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(data.formData).toMatchObject({ gpNr: null, email: 'nora.neu@example.de', loggedIn: true });
    expect((await register('nora.neu@example.de')).status).toBe(400);
  });
});

describe('connectUser', () => {
  it.each([
    // An unknown number answers as a wrong name does: the call tells nobody which numbers exist.
    ['anna.neukunde@example.de', '3999999999', 'Niemand', 'WRONG_GP_NUMBER'],
    ['anna.neukunde@example.de', '3000000101', 'Falsch', 'WRONG_GP_NUMBER'],
    ['anna.neukunde@example.de', '3000000002', 'Gesperrt', 'GP_LOCKED'],
    ['anna.neukunde@example.de', '3000000001', 'Mustermann', 'HAS_SUID'],
    ['anna.neukunde@example.de', '3000000103', 'Störung', 'FAILURE'],
    ['max.mustermann@example.de', '3000000101', 'Schmidt', 'FAILURE'],
  ])('%s connecting %s / %s answers %s', async (login, gpNr, name, code) => {
    const cookie = await sandbox.login(login);
    expect(await sandbox.client({ cookie }).connectUser({ gpNr, name })).toBe(code);
  });

  it('links a free customer number (SUCCESS) and a pending import (SUCCESS_CSV)', async () => {
    const first = await registered('conny.connect@example.de');
    expect(await sandbox.client({ cookie: first }).connectUser({ gpNr: '3000000101', name: 'schmidt' })).toBe('SUCCESS');
    const data = await sandbox.client({ cookie: first }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(data.formData?.gpNr).toBe('3000000101');
    const second = await registered('carl.csv@example.de');
    expect(await sandbox.client({ cookie: second }).connectUser({ gpNr: '3000000102', name: 'Keller' })).toBe('SUCCESS_CSV');
  });

  it('refuses visitors and bad bodies', async () => {
    expect((await failure(sandbox.client().connectUser({ gpNr: '3000000101', name: 'Schmidt' }))).status).toBe(401);
    const bad = await sandbox.fetch('/api/gp-service/v1/connectUser', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"gpNr":"12"}' });
    expect(bad.status).toBe(400);
  });
});

async function registered(email: string): Promise<string> {
  const response = await sandbox.fetch('/sandbox/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ register: '1', firstName: 'Test', lastName: 'Kunde', email }).toString(),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

describe('storedData', () => {
  it('stores and returns the state per form token, 404 before, 413 when too large', async () => {
    const token = await sandbox.token('sz', 'SZ-DIGITAL-STANDARD');
    const client = sandbox.client({ token });
    expect(await client.getStoredData()).toBeUndefined();
    await client.postStoredData('eJzLSM3JyQcABiwCFQ==');
    expect(await client.getStoredData()).toBe('eJzLSM3JyQcABiwCFQ==');
    const other = sandbox.client({ token: await sandbox.token('sz', 'SZ-DIGITAL-STANDARD') });
    expect(await other.getStoredData()).toBeUndefined();
    expect((await failure(client.postStoredData('x'.repeat(300 * 1024)))).status).toBe(413);
    expect((await failure(sandbox.client().getStoredData())).status).toBe(401);
  });
});

describe('configuration', () => {
  it('answers a known tenant and refuses an unknown or missing osc-tenant with 400 UNSUPPORTED_TENANT, as every other call', async () => {
    await expect(sandbox.client({ tenant: 'sz' }).configuration()).resolves.toHaveProperty('urls.loginUrl', '/sandbox/login');
    const unknown = await failure(sandbox.client({ tenant: 'nope' }).configuration());
    expect(unknown.status).toBe(400);
    const raw = await sandbox.fetch('/api/customizing-service/v1/configuration', { headers: { 'osc-tenant': 'nope' } });
    expect(raw.status).toBe(400);
    expect(await raw.json()).toMatchObject({ error: 'UNSUPPORTED_TENANT' });
    expect((await sandbox.fetch('/api/customizing-service/v1/configuration')).status).toBe(400);
  });
});

describe('fault injection', () => {
  const inject = (body: unknown) => sandbox.fetch('/sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

  it('fails a named call with a status the given number of times', async () => {
    expect((await inject({ call: 'configuration', status: 503, times: 1 })).status).toBe(201);
    expect((await failure(sandbox.client().configuration())).status).toBe(503);
    await expect(sandbox.client().configuration()).resolves.toHaveProperty('urls');
  });

  it('answers a malformed body that breaks the schema', async () => {
    await inject({ call: 'initialFormData', malformed: true });
    const error = await failure(sandbox.client().initialFormData({ wa: 'SZ-DIGITAL-STANDARD' }));
    expect(error.kind).toBe('schema');
    await sandbox.fetch('/sandbox/faults', { method: 'DELETE' });
    expect((await sandbox.client().initialFormData({ wa: 'SZ-DIGITAL-STANDARD' })).status).toBe('SUCCESS');
  });

  it('answers cut-off JSON that no client can parse', async () => {
    await inject({ call: 'configuration', invalidJson: true, times: 1 });
    const raw = await sandbox.fetch('/api/customizing-service/v1/configuration');
    expect(raw.status).toBe(200);
    expect(raw.headers.get('content-type')).toMatch(/application\/json/);
    await expect(raw.json()).rejects.toThrow();
    await inject({ call: 'configuration', invalidJson: true, times: 1 });
    expect((await failure(sandbox.client().configuration())).kind).toBe('schema');
  });

  it('drops the connection without an answer', async () => {
    await inject({ call: 'logout', drop: true, times: 1 });
    const error = await failure(sandbox.client().logout());
    expect(error.kind).toBe('network');
    await expect(sandbox.client().logout()).resolves.toHaveProperty('url');
  });

  it('hangs a call past the client time-out', async () => {
    await inject({ call: 'logout', hang: true, times: 1 });
    const error = await failure(sandbox.client({ timeoutMs: 300 }).logout());
    expect(error.kind).toBe('timeout');
  });

  it('refuses unknown calls and faults with no or two effects', async () => {
    expect((await inject({ call: 'nope', status: 500 })).status).toBe(400);
    expect((await inject({ call: 'logout' })).status).toBe(400);
    expect((await inject({ call: 'logout', status: 500, hang: true })).status).toBe(400);
    expect((await inject({ call: 'logout', drop: true, invalidJson: true })).status).toBe(400);
  });

  it('takes faults from SANDBOX_FAULTS-style start options and hides the control endpoints in production', async () => {
    const production = await startTestSandbox({ mode: 'production', faults: [{ call: 'configuration', status: 500 }] });
    try {
      expect((await failure(production.client().configuration())).status).toBe(500);
      expect((await production.fetch('/sandbox/faults', { method: 'POST', body: '{}' })).status).toBe(404);
      expect((await production.fetch('/sandbox/orders')).status).toBe(404);
      expect((await production.fetch('/sandbox/reset', { method: 'POST' })).status).toBe(404);
    } finally {
      await production.sandbox.close();
    }
  });

  it('reseeds on POST /sandbox/reset in test mode', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    expect((await sandbox.fetch('/sandbox/reset', { method: 'POST' })).status).toBe(204);
    expect((await sandbox.client({ cookie }).isLoggedIn('/x', { loginRequired: false })).loggedIn).toBe(false);
    const orders = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: unknown[] };
    expect(orders.orders).toEqual([]);
  });
});

describe('static front end', () => {
  it('serves files, falls back to index.html for app routes and refuses traversal', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sandbox-static-'));
    mkdirSync(join(dir, 'static'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dir, 'static', 'main.abcdef1234.js'), 'console.log(1)');
    const served = await startTestSandbox({ staticDir: dir });
    try {
      const script = await served.fetch('/static/main.abcdef1234.js');
      expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(await script.text()).toBe('console.log(1)');
      const route = await served.fetch('/neubestellung/abo/payment');
      expect(route.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(await route.text()).toContain('<title>app</title>');
      const traversal = await served.fetch('/%2e%2e/%2e%2e/etc/passwd');
      expect(await traversal.text()).not.toContain('root:');
      expect((await served.fetch('/api/unknown')).status).toBe(404);
      // Text assets go out compressed as the browser accepts them, like a production web server sends them.
      for (const encoding of ['br', 'gzip']) {
        const packed = await served.fetch('/static/main.abcdef1234.js', { headers: { 'accept-encoding': encoding } });
        expect(packed.headers.get('content-encoding')).toBe(encoding);
        expect(await packed.text()).toBe('console.log(1)');
      }
      const plain = await served.fetch('/static/main.abcdef1234.js', { headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers.get('content-encoding')).toBeNull();
    } finally {
      await served.sandbox.close();
    }
  });
});
