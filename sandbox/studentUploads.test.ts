import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildImageBytes } from './domain/buildImageBytes.ts';
import { sweepUnusedUploads } from './store/sweepUnusedUploads.ts';
import { withTail } from './testing/hostileImages.ts';
import { sepaOrder } from './testing/orderFixtures.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

const start = new Date('2026-03-02T09:00:00.000Z');
let clock = start;
let sandbox: TestSandbox;
// A small limit per client, so that a test reaches it; behind a trusted proxy, so that a test can be a second client.
beforeAll(async () => {
  sandbox = await startTestSandbox({ uploadsPerClient: 3, trustProxy: true, now: () => clock });
});
afterAll(() => sandbox.sandbox.close());
beforeEach(async () => {
  clock = start;
  await sandbox.fetch('/sandbox/reset', { method: 'POST' });
});

const later = (milliseconds: number) => new Date(start.getTime() + milliseconds);
const minutes = 60_000;
const hours = 60 * minutes;
const pdf = () => new Blob([Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n')]);

/** A student upload as the browser sends it, from `client` (X-Forwarded-For) with a fresh form token. */
async function upload(file: Blob, fileName: string, options: { client?: string; declaredType?: string } = {}) {
  const token = await sandbox.token('stn', 'STN-DIGITAL-STUDENT');
  const form = new FormData();
  form.append('imageFile', options.declaredType ? new Blob([file], { type: options.declaredType }) : file, fileName);
  const response = await sandbox.fetch('/api/order-service/v1/studentEnrollmentCertificate', {
    method: 'POST',
    headers: { 'osc-tenant': 'stn', token: JSON.stringify(token), 'x-forwarded-for': options.client ?? '203.0.113.7' },
    body: form,
  });
  return { status: response.status, body: (await response.json()) as { message?: string; id?: string; error?: string; retryAfterSeconds?: number } };
}

type StoredUpload = { id: string; contentType: string };
const stored = async (): Promise<StoredUpload[]> => ((await (await sandbox.fetch('/sandbox/uploads')).json()) as { uploads: StoredUpload[] }).uploads;

describe('student uploads per client address (sandbox/README.md, Uploads and images)', () => {
  it('takes the limit per client in ten minutes, whatever the form tokens, then answers 429 with retryAfterSeconds', async () => {
    for (let index = 0; index < 3; index += 1) expect((await upload(pdf(), 'bescheinigung.pdf')).status).toBe(200);
    clock = later(4 * minutes);
    expect(await upload(pdf(), 'bescheinigung.pdf')).toEqual({ status: 429, body: { error: 'TOO_MANY_UPLOADS', retryAfterSeconds: 360, limit: 3 } });
    expect(await stored()).toHaveLength(3);
    // Another client has its own limit; the first may upload again once its first upload is ten minutes old.
    expect((await upload(pdf(), 'bescheinigung.pdf', { client: '198.51.100.20' })).status).toBe(200);
    clock = later(10 * minutes);
    expect((await upload(pdf(), 'bescheinigung.pdf')).status).toBe(200);
  });

  it('is cleared by POST /sandbox/reset', async () => {
    for (let index = 0; index < 3; index += 1) await upload(pdf(), 'bescheinigung.pdf');
    expect((await upload(pdf(), 'bescheinigung.pdf')).status).toBe(429);
    await sandbox.fetch('/sandbox/reset', { method: 'POST' });
    expect((await upload(pdf(), 'bescheinigung.pdf')).status).toBe(200);
  });
});

describe('student certificates: the stored type from the content', () => {
  it('stores the content type its magic bytes show, never the declared one', async () => {
    const html = await upload(pdf(), 'bescheinigung.pdf', { declaredType: 'text/html' });
    const png = await upload(new Blob([new Uint8Array(buildImageBytes({ type: 'png', width: 20, height: 20, transparency: 'none' }))]), 'scan.png', { declaredType: 'application/pdf' });
    const gif = await upload(new Blob([new Uint8Array(buildImageBytes({ type: 'gif', width: 20, height: 20, transparency: 'none' }))]), 'scan.gif', { declaredType: 'image/svg+xml' });
    expect([html.status, png.status, gif.status]).toEqual([200, 200, 200]);
    const types = new Map((await stored()).map((entry) => [entry.id, entry.contentType]));
    expect([types.get(html.body.id!), types.get(png.body.id!), types.get(gif.body.id!)]).toEqual(['application/pdf', 'image/png', 'image/gif']);
  });

  it.each([
    ['a PNG with an HTML tail', withTail(buildImageBytes({ type: 'png', width: 20, height: 20, transparency: 'none' }), '<html><script>alert(1)</script></html>'), 'scan.png'],
    ['a GIF with a script tail', withTail(buildImageBytes({ type: 'gif', width: 20, height: 20, transparency: 'none' }), '*/=1;alert(1)//'), 'scan.gif'],
    ['a PNG of width 0', buildImageBytes({ type: 'png', width: 0, height: 20, transparency: 'none' }), 'scan.png'],
  ])('refuses %s with 400 ERROR_INVALID_FILE_TYPE and stores nothing', async (_case, bytes, fileName) => {
    expect(await upload(new Blob([new Uint8Array(bytes)]), fileName)).toMatchObject({ status: 400, body: { message: 'ERROR_INVALID_FILE_TYPE' } });
    expect(await stored()).toEqual([]);
  });
});

describe('retention of unused uploads', () => {
  it('deletes an upload no order names once it is 24 hours old, and keeps a used one and a fresh one', async () => {
    const unused = (await upload(pdf(), 'verworfen.pdf')).body.id!;
    const used = (await upload(pdf(), 'bescheinigung.pdf')).body.id!;
    const stn = sandbox.client({ tenant: 'stn', token: await sandbox.token('stn', 'STN-DIGITAL-STUDENT') });
    await stn.createOrder(sepaOrder('STN-DIGITAL-STUDENT', {}, { studentEnrollmentCertificateUploadId: used }));
    clock = later(23 * hours);
    const fresh = (await upload(pdf(), 'neu.pdf')).body.id!;

    expect(sweepUnusedUploads(sandbox.sandbox.db, later(24 * hours - 1))).toBe(0);
    expect(sweepUnusedUploads(sandbox.sandbox.db, later(24 * hours + 1))).toBe(1);
    const kept = (await stored()).map((entry) => entry.id);
    expect(kept).not.toContain(unused);
    expect(kept.sort()).toEqual([used, fresh].sort());
  });
});
