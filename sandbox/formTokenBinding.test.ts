import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTokenBinding } from './server/formToken.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { munich, sepaOrder } from './testing/orderFixtures.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { startTestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const order = (salesCampaignId: string) => sepaOrder(salesCampaignId);
const storedOrders = async () => ((await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: unknown[] }).orders.length;

describe('form token bound to tenant and campaign', () => {
  it('signs tenant, campaign and issue time into the token', async () => {
    const before = Date.now();
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const binding = readTokenBinding(token);
    expect(binding).toMatchObject({ tenant: 'sz', salesCampaignId: 'SZ-PRINT-STANDARD' });
    expect(binding!.issuedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(token.content.random.length).toBeLessThanOrEqual(128);
  });

  it('creates an order with the token of its own campaign', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    await expect(sandbox.client({ token }).createOrder(order('SZ-PRINT-STANDARD'))).resolves.toHaveProperty('orderNumbers');
  });

  it('refuses an sz token used with osc-tenant stz (403) and stores nothing', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const count = await storedOrders();
    const stz = sandbox.client({ tenant: 'stz', token });
    expect(await failure(stz.createOrder(order('STZ-PRINT-STANDARD')))).toMatchObject({ status: 403, body: { error: 'TOKEN_MISMATCH' } });
    expect(await failure(stz.countries('STZ-PRINT-STANDARD'))).toMatchObject({ status: 403, body: { error: 'TOKEN_MISMATCH' } });
    expect(await failure(stz.checkIbanSwift({ iban: 'DE89370400440532013000', swift: '' }))).toMatchObject({ status: 403 });
    expect(await storedOrders()).toBe(count);
  });

  it('refuses a token of one sz campaign for another sz campaign (403) on every call that names one', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const client = sandbox.client({ token });
    const count = await storedOrders();
    expect(await failure(client.createOrder(order('SZ-DIGITAL-STANDARD')))).toMatchObject({ status: 403, body: { error: 'TOKEN_MISMATCH' } });
    expect(await failure(client.countries('SZ-DIGITAL-STANDARD'))).toMatchObject({ status: 403 });
    expect(await failure(client.paymentMethods('SZ-DIGITAL-STANDARD', 'DE'))).toMatchObject({ status: 403 });
    expect(await failure(client.checkAddresses({ salesCampaignId: 'SZ-DIGITAL-STANDARD', addresses: { privateAddress: munich } }))).toMatchObject({ status: 403 });
    expect(await storedOrders()).toBe(count);
  });

  it('refuses a binding edited by the client: the signature covers it', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const forged = { ...token, content: { ...token.content, random: token.content.random.replace('SZ-PRINT-STANDARD', 'SZ-DIGITAL-STANDARD') } };
    expect(await failure(sandbox.client({ token: forged }).countries('SZ-DIGITAL-STANDARD'))).toMatchObject({ status: 403, body: { error: 'TOKEN_INVALID' } });
  });
});
