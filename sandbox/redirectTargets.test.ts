import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callFailure as failure } from './testing/callFailure.ts';
import { redirectTricks } from './testing/redirectTricks.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
let session: string;
let accountId: string;
beforeAll(async () => {
  sandbox = await startTestSandbox();
  session = await sandbox.login('max.mustermann@example.de');
  accountId = String(sandbox.sandbox.db.prepare("SELECT id FROM accounts WHERE login = 'max.mustermann@example.de'").get()!.id);
});
afterAll(() => sandbox.sandbox.close());

// Tricks as sent over HTTP: a missing target is just not sent.
const sendable = redirectTricks.filter(([, target]) => target !== null && target !== '') as [string, string][];

describe('every redirect of the sandbox stays on its own origin', () => {
  it.each(sendable)('isLoggedIn refuses %s with 400', async (_name, target) => {
    const refused = await failure(sandbox.client().isLoggedIn(target, { loginRequired: true }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_REDIRECT_PATH' } });
  });

  it.each(sendable)('the login page (GET with a session) sends %s to the order page instead', async (_name, target) => {
    const answer = await sandbox.fetch(`/sandbox/login?redirect=${encodeURIComponent(target)}`, { headers: { cookie: session } });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toMatch(/^\/neubestellung\/abo\/\?st=ST-[\w-]+$/);
  });

  it.each(sendable)('the login form (POST) sends %s to the order page instead', async (_name, target) => {
    const answer = await sandbox.fetch('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: accountId, redirect: target }).toString(),
    });
    expect(answer.headers.get('location')).toMatch(/^\/neubestellung\/abo\/\?st=ST-[\w-]+$/);
  });

  it.each(sendable)('the staff logout page sends %s to the admin area instead', async (_name, target) => {
    const answer = await sandbox.fetch(`/sandbox/logout?redirect=${encodeURIComponent(target)}`, { method: 'POST', headers: { origin: sandbox.sandbox.url } });
    expect(answer.headers.get('location')).toBe('/internal');
  });

  it('keeps an own path, also given as an absolute URL of the own origin', async () => {
    const own = `${sandbox.sandbox.url}/neubestellung/abo/?tenant=sz`;
    const answer = await sandbox.fetch(`/sandbox/login?redirect=${encodeURIComponent(own)}`, { headers: { cookie: session } });
    expect(answer.headers.get('location')).toMatch(/^\/neubestellung\/abo\/\?tenant=sz&st=ST-/);
    const checked = await sandbox.client().isLoggedIn('/neubestellung/abo/?tenant=sz', { loginRequired: true });
    expect(checked.serviceTicketUrl).toBe('/sandbox/login?redirect=%2Fneubestellung%2Fabo%2F%3Ftenant%3Dsz&screen=login');
  });
});
