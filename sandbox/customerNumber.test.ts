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

/** A new registered reader without customer number; answers the session cookie. */
async function registered(email: string): Promise<string> {
  const response = await sandbox.fetch('/sandbox/login', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ register: '1', firstName: 'Test', lastName: 'Leser', email, redirect: '/' }).toString(),
  });
  return response.headers.get('set-cookie')!.split(';')[0]!;
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

describe('connect attempts are throttled per login and per number', () => {
  it('refuses 300 tries in a row after the fifth failure with 429, and the right pair too until ten minutes passed', async () => {
    const cookie = await sandbox.login('anna.neukunde@example.de');
    const answers: number[] = [];
    for (let index = 0; index < 300; index += 1) {
      answers.push((await connectRaw(cookie, String(3_100_000_000 + index), 'Schmidt')).status);
    }
    expect(answers.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.slice(5).every((status) => status === 429)).toBe(true);
    const blocked = await failure(sandbox.client({ cookie }).connectUser({ gpNr: '3000000101', name: 'Schmidt' }));
    expect(blocked).toMatchObject({ status: 429, body: { error: 'TOO_MANY_ATTEMPTS' } });
    // A new session of the same login is no way round.
    const again = await sandbox.login('anna.neukunde@example.de');
    expect((await connectRaw(again, '3000000101', 'Schmidt')).status).toBe(429);
    now = new Date(now.getTime() + 10 * 60 * 1000 + 1);
    expect(await sandbox.client({ cookie }).connectUser({ gpNr: '3000000101', name: 'Schmidt' })).toBe('SUCCESS');
  }, 30_000);

  it('refuses a number guessed from several logins after five failures on it', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 8; index += 1) {
      const cookie = await registered(`rater${index}@example.de`);
      statuses.push((await connectRaw(cookie, '3000000101', `Name${index}`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    const other = await registered('other@example.de');
    expect(await connectRaw(other, '3000000102', 'Keller')).toEqual({ status: 200, text: 'SUCCESS_CSV' });
  });

  it('does not count successful links', async () => {
    for (let index = 0; index < 6; index += 1) {
      const cookie = await registered(`linker${index}@example.de`);
      expect((await connectRaw(cookie, '3000000102', 'Keller')).status).toBe(200);
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
