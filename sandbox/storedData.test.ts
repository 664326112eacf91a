import { deflateRawSync, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormToken } from '../core/api/entities/formToken.ts';
import { compressState, maxInflatedStateBytes } from '../core/persistence/stateCompression.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { sepaOrder } from './testing/orderFixtures.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

/** A state as the front end saves it: a snapshot as JSON, deflated and base64-encoded by `compressState`. */
const frontEndState = compressState(JSON.stringify({ formData: { salesCampaign: { salesCampaignId: 'SZ-PRINT-STANDARD' } }, flags: { orderCreated: false } }));

async function postRaw(token: FormToken, body: string): Promise<{ status: number; json: unknown }> {
  const response = await sandbox.fetch('/api/storedData', { method: 'POST', headers: { 'content-type': 'text/plain', token: JSON.stringify(token) }, body });
  return { status: response.status, json: response.status === 204 ? undefined : await response.json() };
}

const storedRow = (token: FormToken) => sandbox.sandbox.db.prepare('SELECT updated_at FROM stored_states WHERE token_random = ?').get(token.content.random);

describe('storedData accepts only what the front end sends', () => {
  it('stores and answers the front end’s compressed state', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    await sandbox.client({ token }).postStoredData(frontEndState);
    expect(await sandbox.client({ token }).getStoredData()).toBe(frontEndState);
  });

  it.each([
    ['plain text', 'hello, this is not a state', 'notBase64'],
    ['base64 of text that is no deflate stream', Buffer.from('{"formData":{}}').toString('base64'), 'corrupt'],
    ['a raw deflate stream without its zlib wrapper', deflateRawSync(Buffer.from('{"a":1}')).toString('base64'), 'corrupt'],
    ['a stream cut short', frontEndState.slice(0, 24), 'corrupt'],
    ['a deflate stream of bytes that are not UTF-8', deflateSync(Buffer.from([0xff, 0xfe, 0xc3, 0x28])).toString('base64'), 'corrupt'],
    ['a stream inflating past the front end’s cap', deflateSync(Buffer.alloc(maxInflatedStateBytes + 1, 0x20)).toString('base64'), 'tooLarge'],
  ])('refuses %s with 400 INVALID_STORED_STATE and keeps nothing', async (_name, body, reason) => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    expect(await postRaw(token, body)).toEqual({ status: 400, json: { error: 'INVALID_STORED_STATE', reason } });
    expect(storedRow(token)).toBeUndefined();
    expect((await failure(sandbox.client({ token }).postStoredData(body))).status).toBe(400);
  });
});

describe('storedData expires with the form token and ends with the order', () => {
  it('does not answer a state saved more than four hours ago, and the next save sweeps it', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    await sandbox.client({ token }).postStoredData(frontEndState);
    const fourHoursAgo = new Date(Date.now() - 4 * 60 * 60 * 1000 - 1000).toISOString();
    sandbox.sandbox.db.prepare('UPDATE stored_states SET updated_at = ? WHERE token_random = ?').run(fourHoursAgo, token.content.random);
    expect(await sandbox.client({ token }).getStoredData()).toBeUndefined();
    expect(storedRow(token)).toBeDefined();
    const other = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    await sandbox.client({ token: other }).postStoredData(frontEndState);
    expect(storedRow(token)).toBeUndefined();
    expect(storedRow(other)).toBeDefined();
  });

  it('keeps a state saved just under four hours ago', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    await sandbox.client({ token }).postStoredData(frontEndState);
    const recently = new Date(Date.now() - 4 * 60 * 60 * 1000 + 60_000).toISOString();
    sandbox.sandbox.db.prepare('UPDATE stored_states SET updated_at = ? WHERE token_random = ?').run(recently, token.content.random);
    expect(await sandbox.client({ token }).getStoredData()).toBe(frontEndState);
  });

  it('deletes the state once the token’s order is created; the front end’s record of the order may be saved again', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const other = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const client = sandbox.client({ token });
    await client.postStoredData(frontEndState);
    await sandbox.client({ token: other }).postStoredData(frontEndState);
    await expect(client.createOrder(sepaOrder('SZ-PRINT-STANDARD'))).resolves.toHaveProperty('orderNumbers');
    expect(await client.getStoredData()).toBeUndefined();
    expect(await sandbox.client({ token: other }).getStoredData()).toBe(frontEndState);
    const created = compressState(JSON.stringify({ flags: { orderCreated: true } }));
    await client.postStoredData(created);
    expect(await client.getStoredData()).toBe(created);
  });
});
