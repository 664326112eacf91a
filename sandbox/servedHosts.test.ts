import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

/** A GET naming `host` in its Host header (fetch would send the URL's), as a browser does after DNS rebinding. */
function getWithHost(target: TestSandbox, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: target.sandbox.port, path, headers }, (answer) => {
      let body = '';
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        body += chunk;
      });
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

const initialFormData = '/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD';

describe('the sandbox answers only its own hosts (DNS rebinding)', () => {
  it.each(['/sandbox/orders', initialFormData, '/sandbox/login', '/'])('refuses Host evil.example on %s with 421 UNKNOWN_HOST', async (path) => {
    const answer = await getWithHost(sandbox, path, { host: 'evil.example', 'osc-tenant': 'sz' });
    expect(answer.status).toBe(421);
    expect(JSON.parse(answer.body)).toEqual({ error: 'UNKNOWN_HOST' });
  });

  it.each([
    'localhost:8080',
    'sz.localhost:8080',
    'localhost',
    '127.0.0.1:8787',
    '[::1]:8787',
    '192.168.1.20:8080',
    'abo.sueddeutsche.de',
    'ABO.Sueddeutsche.DE:443',
    'abo.stuttgarter-zeitung.de',
  ])('serves Host %s', async (host) => {
    expect((await getWithHost(sandbox, '/sandbox/orders', { host })).status).toBe(200);
    const answer = await getWithHost(sandbox, initialFormData, { host, 'osc-tenant': 'sz' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toHaveProperty('formData.token');
  });

  it.each(['sueddeutsche.de', 'abo.sueddeutsche.de.evil.example', 'localhost.evil.example', 'evil-localhost'])('refuses Host %s', async (host) => {
    expect((await getWithHost(sandbox, '/sandbox/orders', { host })).status).toBe(421);
  });

  it('takes the forwarded host only behind a trusted proxy', async () => {
    const forwarded = { host: '127.0.0.1:8787', 'x-forwarded-host': 'evil.example' };
    expect((await getWithHost(sandbox, '/sandbox/orders', forwarded)).status).toBe(200);
    const proxied = await startTestSandbox({ trustProxy: true });
    try {
      expect((await getWithHost(proxied, '/sandbox/orders', forwarded)).status).toBe(421);
      expect((await getWithHost(proxied, '/sandbox/orders', { host: '127.0.0.1:8787', 'x-forwarded-host': 'abo.sueddeutsche.de' })).status).toBe(200);
    } finally {
      await proxied.sandbox.close();
    }
  });
});
