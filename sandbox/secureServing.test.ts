import { connect, type ClientHttp2Session } from 'node:http2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedCertificate } from './server/selfSignedCertificate.ts';
import { startTestSandbox, type TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
let session: ClientHttp2Session;
beforeAll(async () => {
  sandbox = await startTestSandbox({ tls: selfSignedCertificate() });
  session = connect(sandbox.sandbox.url, { rejectUnauthorized: false });
});
afterAll(async () => {
  session.close();
  await sandbox.sandbox.close();
});

/** One HTTP/2 request (the HTTP/2 client sends `:authority`, never `Host`); the answer's status, headers and body. */
function request(path: string, options: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>((resolve, reject) => {
    const stream = session.request({ ':method': options.method ?? 'GET', ':path': path, ...options.headers });
    let headers: Record<string, unknown> = {};
    let body = '';
    stream.setEncoding('utf8');
    stream.on('response', (answer) => {
      headers = answer;
    });
    stream.on('data', (chunk: string) => {
      body += chunk;
    });
    stream.on('end', () => resolve({ status: Number(headers[':status']), headers, body }));
    stream.on('error', reject);
    stream.end(options.body);
  });
}

describe('the sandbox over HTTP/2 with TLS (as the benchmark serves, like a publisher)', () => {
  it('answers on https and over HTTP/2', async () => {
    expect(sandbox.sandbox.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await request('/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD', { headers: { 'osc-tenant': 'sz' } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('formData.token');
  });

  it('sends the reader to the provider page on the origin and scheme the browser used', async () => {
    const initial = await request('/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD', { headers: { 'osc-tenant': 'sz' } });
    const token = JSON.parse(initial.body).formData.token;
    const shop = 'abo.sueddeutsche.de';
    const answer = await request('/api/payment-service/v1/creditcard/billingagreement/init', {
      method: 'POST',
      headers: { 'osc-tenant': 'sz', token: JSON.stringify(token), 'content-type': 'application/json' },
      body: JSON.stringify({
        user: { customerId: null, firstname: 'Erika', lastname: 'Mustermann' },
        shopInfo: { shopDomain: shop },
        returnUrls: { successUrl: `https://${shop}/r`, backUrl: `https://${shop}/r`, errorUrl: `https://${shop}/r` },
      }),
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body).absUrl).toMatch(new RegExp(`^${sandbox.sandbox.url}/sandbox/payment/PR-`));
  });

  it('tells a same-site control call from a cross-site one by the :authority', async () => {
    const own = await request('/sandbox/orders', { headers: { origin: sandbox.sandbox.url } });
    expect(own.status).toBe(200);
    const foreign = await request('/sandbox/orders', { headers: { origin: 'https://evil.example' } });
    expect(foreign.status).toBe(403);
  });
});
