import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentInitRequest } from '../../core/api/paymentService.ts';
import { startTestSandbox } from '../testing/testSandbox.ts';
import type { TestSandbox } from '../testing/testSandbox.ts';
import { cardAgreementInit } from '../../plugins/card/cardCalls.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

/** One directive's sources of a policy, or undefined when it has none. */
const directive = (policy: string, name: string) => policy.split(';').map((part) => part.trim().split(/\s+/)).find(([first]) => first === name)?.slice(1);

function expectLockedPage(answer: Response, formTargets: readonly string[] = []): void {
  const policy = answer.headers.get('content-security-policy') ?? '';
  expect(directive(policy, 'default-src')).toEqual(["'none'"]);
  expect(directive(policy, 'script-src')).toBeUndefined();
  expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
  expect(directive(policy, 'form-action')).toEqual(["'self'", ...formTargets]);
  expect(directive(policy, 'base-uri')).toEqual(["'none'"]);
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
}

async function providerPagePath(): Promise<string> {
  const client = sandbox.client({ token: await sandbox.token('sz', 'SZ-DIGITAL-STANDARD') });
  const shop = 'https://abo.sueddeutsche.de';
  const body: PaymentInitRequest = {
    user: { customerId: null, firstname: 'Erika', lastname: 'Mustermann' },
    shopInfo: { shopDomain: 'abo.sueddeutsche.de' },
    returnUrls: { successUrl: `${shop}/r`, backUrl: `${shop}/r`, errorUrl: `${shop}/r` },
  };
  return new URL((await cardAgreementInit(client, body)).absUrl).pathname;
}

describe('the sandbox’s own pages send a strict policy and refuse framing', () => {
  it('the login page, shown and posted', async () => {
    const shown = await sandbox.fetch('/sandbox/login?redirect=/neubestellung/abo/');
    expect(shown.status).toBe(200);
    expect(await shown.text()).not.toContain('<script');
    expectLockedPage(shown);
    const posted = await sandbox.fetch('/sandbox/login', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ account: 'x', redirect: '/' }).toString(),
    });
    expect(posted.status).toBe(400);
    expectLockedPage(posted);
    const cookie = await sandbox.login('anna.neukunde@example.de');
    expect(cookie).toMatch(/=/);
  });

  it('the staff logout, refused as a GET and done as a POST of the own origin', async () => {
    const refused = await sandbox.fetch('/sandbox/logout?redirect=/internal');
    expect(refused.status).toBe(405);
    expectLockedPage(refused);
    const answer = await sandbox.fetch('/sandbox/logout?redirect=/internal', { method: 'POST', headers: { origin: new URL(sandbox.sandbox.url).origin } });
    expect(answer.status).toBe(303);
    expectLockedPage(answer);
  });

  it('the provider page, shown, unknown and after its form was sent; its form may end at the checked return origin', async () => {
    const path = await providerPagePath();
    const shown = await sandbox.fetch(path);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('<form method="post"');
    expectLockedPage(shown, ['https://abo.sueddeutsche.de']);
    expectLockedPage(await sandbox.fetch('/sandbox/payment/PR-unknown'));
    const sent = await sandbox.fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ action: 'cancel' }).toString(),
    });
    expect(sent.status).toBe(303);
    expect(sent.headers.get('location')).toMatch(/^https:\/\/abo\.sueddeutsche\.de\/r\?/);
  });

  it('leaves the API and the control endpoints alone', async () => {
    for (const path of ['/sandbox/orders', '/api/customizing-service/v1/configuration']) {
      const answer = await sandbox.fetch(path, { headers: { 'osc-tenant': 'sz' } });
      expect(answer.headers.get('content-security-policy'), path).toBeNull();
      expect(answer.headers.get('x-frame-options'), path).toBeNull();
    }
  });
});
