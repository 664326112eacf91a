import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { callFailure as failure } from './testing/callFailure.ts';
import { sepaOrder } from './testing/orderFixtures.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
let now = new Date();
beforeEach(async () => {
  sandbox ??= await startTestSandbox({ now: () => now });
  now = new Date();
  await sandbox.fetch('/sandbox/reset', { method: 'POST' });
});
afterAll(() => sandbox.sandbox.close());

/** Registers a new reader through the login page; answers the page's response. */
function register(email: string): Promise<Response> {
  return sandbox.fetch('/sandbox/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ register: '1', firstName: 'Test', lastName: 'Leser', email, redirect: '/' }).toString(),
  });
}

/** A new registered reader without customer number; answers the session cookie. */
async function registered(email: string): Promise<string> {
  return (await register(email)).headers.get('set-cookie')!.split(';')[0]!;
}

async function connectRaw(cookie: string, gpNr: string, name: string): Promise<{ status: number; text: string }> {
  const response = await sandbox.fetch('/api/gp-service/v1/connectUser', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ gpNr, name }),
  });
  return { status: response.status, text: await response.text() };
}

describe('connectUser tells nobody which numbers exist', () => {
  it('answers an unknown number exactly as a known number with a wrong name', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    const unknown = await connectRaw(cookie, '3999999999', 'Schmidt');
    const wrongName = await connectRaw(cookie, '3000000101', 'Niemand');
    expect(unknown).toEqual({ status: 200, text: 'WRONG_GP_NUMBER' });
    expect(wrongName).toEqual(unknown);
  });

  it('tells the state of a locked or busy number only for its right name', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    expect(await sandbox.client({ cookie }).connectUser({ gpNr: '3000000002', name: 'Falsch' })).toBe('WRONG_GP_NUMBER');
    expect(await sandbox.client({ cookie }).connectUser({ gpNr: '3000000103', name: 'Falsch' })).toBe('WRONG_GP_NUMBER');
    expect(await sandbox.client({ cookie }).connectUser({ gpNr: '3000000002', name: 'Gesperrt' })).toBe('GP_LOCKED');
  });
});

describe('connect attempts are throttled per login and per login and number, never per number alone', () => {
  it('refuses 300 tries in a row after the tenth failure with 429, and the right pair too until ten minutes passed', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    const answers: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      answers.push((await connectRaw(cookie, String(3_100_000_000 + index), 'Schmidt')).status);
    }
    expect(answers.slice(0, 10)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(answers.slice(10).every((status) => status === 429)).toBe(true);
    const blocked = await failure(sandbox.client({ cookie }).connectUser({ gpNr: '3000000101', name: 'Schmidt' }));
    expect(blocked).toMatchObject({ status: 429, body: { error: 'TOO_MANY_ATTEMPTS', limit: 10 } });
    // A new session of the same login is no way round.
    const again = await sandbox.login('anna.neukunde@example.de');
    expect((await connectRaw(again, '3000000101', 'Schmidt')).status).toBe(429);
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    expect(await sandbox.client({ cookie }).connectUser({ gpNr: '3000000101', name: 'Schmidt' })).toBe('SUCCESS');
  }, 30_000);

  it('allows five names per number and login, then refuses that number to that login only', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    const statuses: number[] = [];
    for (let index = 0; index < 7; index += 1) statuses.push((await connectRaw(cookie, '3000000101', `Name${index}`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    expect((await connectRaw(cookie, '3000000102', 'Keller')).text).toBe('SUCCESS_CSV');
  });

  it('two fresh logins with five wrong names each do not lock the real customer out of the number', async () => {
    for (const email of ['rater1@example.de', 'rater2@example.de']) {
      const cookie = await registered(email);
      const statuses: number[] = [];
      for (let index = 0; index < 6; index += 1) statuses.push((await connectRaw(cookie, '3000000101', `Name${index}`)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    }
    const customer = await sandbox.login('anna.neukunde@example.de');
    expect(await connectRaw(customer, '3000000101', 'Schmidt')).toEqual({ status: 200, text: 'SUCCESS' });
  });

  it('lets the right pair through after the login’s own failures below the limit', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    for (let index = 0; index < 4; index += 1) expect((await connectRaw(cookie, '3000000101', `Schmit${index}`)).text).toBe('WRONG_GP_NUMBER');
    for (let index = 0; index < 5; index += 1) expect((await connectRaw(cookie, String(3_100_000_000 + index), 'Schmidt')).text).toBe('WRONG_GP_NUMBER');
    expect(await connectRaw(cookie, '3000000101', 'Schmidt')).toEqual({ status: 200, text: 'SUCCESS' });
  });

  it('does not count successful links', async () => {
    for (let index = 0; index < 6; index += 1) {
      const cookie = await registered(`linker${index}@example.de`);
      expect((await connectRaw(cookie, '3000000102', 'Keller')).status).toBe(200);
    }
  });
});

describe('registrations are limited per client', () => {
  it('answers the eleventh registration within an hour from one address with 429 and the German message, and no account', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      statuses.push((await register(`neu${index}@example.de`)).status);
    }
    expect(statuses).toEqual(Array.from({ length: 10 }, () => 303));
    const refused = await register('elf@example.de');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('set-cookie')).toBeNull();
    expect(await refused.text()).toContain('zu viele Konten registriert');
    expect(sandbox.sandbox.db.prepare('SELECT 1 FROM accounts WHERE login = ?').get('elf@example.de')).toBeUndefined();
    // Logging in to an existing account is not limited.
    await expect(sandbox.login('anna.neukunde@example.de')).resolves.toMatch(/=/);
    now = new Date(now.getTime() + 60 * 60 * 1000 + 1);
    expect((await register('elf@example.de')).status).toBe(303);
  });

  it('counts per client address: behind a trusted proxy per X-Forwarded-For', async () => {
    const proxied = await startTestSandbox({ trustProxy: true });
    try {
      const from = (address: string, email: string) =>
        proxied.fetch('/sandbox/login', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': address },
          body: new URLSearchParams({ register: '1', firstName: 'Test', lastName: 'Leser', email, redirect: '/' }).toString(),
        });
      for (let index = 0; index < 10; index += 1) expect((await from('203.0.113.7', `a${index}@example.de`)).status).toBe(303);
      expect((await from('203.0.113.7', 'a10@example.de')).status).toBe(429);
      expect((await from('198.51.100.2', 'b@example.de')).status).toBe(303);
    } finally {
      await proxied.sandbox.close();
    }
  });
});

describe('order/create takes the customer number from the account or checks it against the name', () => {
  const order = (gpNr: string | null, lastName = 'Huber') => sepaOrder('SZ-PRINT-STANDARD', { lastName }, { gpNr });
  const storedGpNr = async (paymentUniqueId: string) => {
    const { orders } = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: { paymentUniqueId: string; gpNr: string | null }[] };
    return orders.find((entry) => entry.paymentUniqueId === paymentUniqueId)?.gpNr;
  };

  it('stores an anonymous order naming another customer\'s number under no number', async () => {
    const client = sandbox.client({ token: await sandbox.token('sz', 'SZ-PRINT-STANDARD') });
    const request = order('3000000001');
    await client.createOrder(request);
    expect(await storedGpNr(request.paymentUniqueId)).toBeNull();
  });

  it('stores an anonymous order under the typed number when the name is the customer\'s', async () => {
    const client = sandbox.client({ token: await sandbox.token('sz', 'SZ-PRINT-STANDARD') });
    const request = order('3000000001', 'Mustermann');
    await client.createOrder(request);
    expect(await storedGpNr(request.paymentUniqueId)).toBe('3000000001');
  });

  it('stores a logged-in customer\'s order under the own number whatever the request names', async () => {
    const cookie = await sandbox.login('klaus.karte@example.de');
    const client = sandbox.client({ cookie, token: await sandbox.token('sz', 'SZ-PRINT-STANDARD', cookie) });
    const request = order('3000000001', 'Mustermann');
    await client.createOrder(request);
    expect(await storedGpNr(request.paymentUniqueId)).toBe('3000000007');
  });
});
