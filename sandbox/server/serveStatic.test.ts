import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../startSandbox.ts';
import type { HeaderSet } from './HeaderSet.ts';

const script = 'console.log("Digital-Abo");\n'.repeat(100);
const headerSet: HeaderSet = {
  document: { 'Content-Security-Policy': "default-src 'none'; script-src 'self'", 'Cache-Control': 'no-cache', 'X-Content-Type-Options': 'nosniff' },
  staffDocument: { 'Content-Security-Policy': "default-src 'none'; style-src 'self' 'unsafe-inline'", 'Cache-Control': 'no-cache' },
  hashedAsset: { 'Cache-Control': 'public, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff' },
  otherAsset: { 'Cache-Control': 'public, max-age=300' },
};
let dir = '';
let sandbox: RunningSandbox;

/** A raw GET (no automatic decompression), so the test sees the bytes and headers as sent. */
function get(path: string, acceptEncoding?: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${sandbox.url}${path}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'aboflow-serve-'));
  mkdirSync(join(dir, 'static', 'js'), { recursive: true });
  mkdirSync(join(dir, 'security'));
  mkdirSync(join(dir, 'deploy'));
  writeFileSync(join(dir, 'deploy', 'nginx.conf'), 'server { ssl_certificate_key /etc/aboflow/tls/sz/privkey.pem; }\n');
  writeFileSync(join(dir, 'deploy', 'Caddyfile'), 'abo.sueddeutsche.de { tls /etc/aboflow/tls/sz/fullchain.pem }\n');
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Abo bestellen</title>');
  const file = join(dir, 'static', 'js', 'index.abcdef1234.js');
  writeFileSync(file, script);
  // Marked copies: the test can tell the build's copy from one compressed at request time.
  writeFileSync(`${file}.br`, brotliCompressSync(`${script}// br copy`));
  writeFileSync(`${file}.gz`, gzipSync(`${script}// gz copy`));
  writeFileSync(join(dir, 'static', 'js', 'lazy.abcdef5678.js'), script);
  writeFileSync(join(dir, 'security', 'headers.json'), JSON.stringify(headerSet));
  sandbox = await startSandbox({ port: 0, mode: 'test', latencyMs: 0, secret: 'test', faults: [], staticDir: dir });
});

afterAll(async () => {
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('serveStatic', () => {
  it('sends the build’s brotli copy to a browser that accepts br, with its length and Vary', async () => {
    const answer = await get('/static/js/index.abcdef1234.js', 'gzip, deflate, br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(`${script}// br copy`);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the gzip copy when br is refused with q=0, and the file itself for identity', async () => {
    const gzip = await get('/static/js/index.abcdef1234.js', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(Number(gzip.headers['content-length'])).toBe(gzip.body.length);
    expect(gunzipSync(gzip.body).toString()).toBe(`${script}// gz copy`);
    for (const header of ['identity', undefined]) {
      const plain = await get('/static/js/index.abcdef1234.js', header);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.headers.vary).toBe('Accept-Encoding');
      expect(plain.body.toString()).toBe(script);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(script));
    }
  });

  it('compresses at request time only a file the build wrote no copy of', async () => {
    const answer = await get('/static/js/lazy.abcdef5678.js', 'br');
    expect(answer.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(answer.body).toString()).toBe(script);
  });

  it('sends index.html with the document headers on every app path, and the staff policy below /internal', async () => {
    for (const path of ['/', '/neubestellung/abo/', '/neubestellung/abo/payment', '/index.html']) {
      const page = await get(path);
      expect(page.body.toString()).toContain('<title>Abo bestellen</title>');
      expect(page.headers['content-security-policy']).toBe(headerSet.document['Content-Security-Policy']);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const staff = await get('/internal/campaigns');
    expect(staff.headers['content-security-policy']).toBe(headerSet.staffDocument['Content-Security-Policy']);
  });

  it('does not serve the security folder, which is for the publisher’s server', async () => {
    const answer = await get('/security/headers.json');
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).not.toContain('Content-Security-Policy');
  });

  it('does not serve the deploy folder with the server configurations', async () => {
    for (const path of ['/deploy/nginx.conf', '/deploy/Caddyfile']) expect((await get(path)).body.toString(), path).not.toContain('/etc/aboflow/tls');
    expect((await get('/deploy/nginx.conf')).status).toBe(404);
  });

  it('answers a missing file with 404, not with the app shell a browser would parse as an icon or a script', async () => {
    for (const path of ['/favicon.ico', '/static/js/gone.0123456789.js', '/robots.txt']) {
      const answer = await get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.toString()).not.toContain('<title>');
    }
  });
});
