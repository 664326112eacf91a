import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const endpoints = [
  ['GET', '/sandbox/orders'],
  ['GET', '/sandbox/faults'],
  ['POST', '/sandbox/faults'],
  ['DELETE', '/sandbox/faults'],
  ['GET', '/sandbox/uploads'],
  ['POST', '/sandbox/reset'],
] as const;
const fault = JSON.stringify({ call: 'createOrder', status: 500 });
const send = (method: string, path: string, headers: Record<string, string>) =>
  sandbox.fetch(path, { method, headers: { 'content-type': 'application/json', ...headers }, ...(method === 'POST' ? { body: path.endsWith('faults') ? fault : '' } : {}) });
const corsHeaders = (response: Response) => [...response.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('control endpoints refuse other web pages', () => {
  it.each(endpoints)('%s %s: 403 from a cross-site page (Sec-Fetch-Site), without CORS headers', async (method, path) => {
    const answer = await send(method, path, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toEqual({ error: 'CROSS_ORIGIN_REFUSED' });
    expect(corsHeaders(answer)).toEqual([]);
  });

  it.each(endpoints)('%s %s: 403 for a foreign or null Origin and for a sibling site', async (method, path) => {
    expect((await send(method, path, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await send(method, path, { origin: 'null' })).status).toBe(403);
    expect((await send(method, path, { 'sec-fetch-site': 'same-site' })).status).toBe(403);
  });

  it.each(endpoints)('%s %s: answered for the same origin and for tools without Origin', async (method, path) => {
    const sameOrigin = await send(method, path, { origin: sandbox.sandbox.url, 'sec-fetch-site': 'same-origin' });
    expect(sameOrigin.status).toBeLessThan(300);
    expect(corsHeaders(sameOrigin)).toEqual([]);
    expect((await send(method, path, {})).status).toBeLessThan(300);
  });

  it('injects no fault from a cross-site page', async () => {
    await send('DELETE', '/sandbox/faults', {});
    await send('POST', '/sandbox/faults', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(await (await send('GET', '/sandbox/faults', {})).json()).toEqual({ faults: [] });
  });

  it('answers a CORS preflight without allowing anything', async () => {
    const preflight = await sandbox.fetch('/sandbox/orders', { method: 'OPTIONS', headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' } });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(corsHeaders(preflight)).toEqual([]);
  });
});
