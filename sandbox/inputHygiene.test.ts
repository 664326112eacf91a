import { addDays, format } from 'date-fns';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../core/api/entities/orderRequest.ts';
import type { FormToken } from '../core/api/entities/formToken.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { munich, sepaOrder } from './testing/orderFixtures.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { uploadEnrollmentCertificate } from '../plugins/student/uploadEnrollmentCertificate.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const order = (address: Partial<typeof munich> = {}, extra: Partial<OrderRequest> = {}) => sepaOrder('SZ-PRINT-STANDARD', address, extra);
const print = async () => sandbox.client({ token: await sandbox.token('sz', 'SZ-PRINT-STANDARD') });
const day = (days: number) => format(addDays(new Date(), days), 'yyyy-MM-dd');

/** A JSON body sent as it is, past the client's own checks. */
async function post(path: string, token: FormToken, body: string): Promise<{ status: number; json: { error?: string; fields?: { path: string }[] } }> {
  const response = await sandbox.fetch(`/api/order-service/v1/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(token) },
    body,
  });
  return { status: response.status, json: (await response.json()) as { error?: string; fields?: { path: string }[] } };
}

describe('names and e-mail: control characters, NUL, bidi marks, line breaks and lone surrogates', () => {
  it.each([
    ['NUL in the first name', { firstName: 'Hans\u0000' }, 'addresses.privateAddress.firstName'],
    ['a line break in the last name', { lastName: 'Huber\nBcc' }, 'addresses.privateAddress.lastName'],
    ['a right-to-left override in the last name', { lastName: 'Hu\u202Eber' }, 'addresses.privateAddress.lastName'],
    ['a left-to-right isolate in the first name', { firstName: '\u2066Hans' }, 'addresses.privateAddress.firstName'],
    ['a right-to-left mark in the first name', { firstName: 'Hans\u200F' }, 'addresses.privateAddress.firstName'],
    ['CR/LF in the e-mail', { email: 'hans@example.de\r\nBcc: x@evil.example' }, 'addresses.privateAddress.email'],
    ['an escape character in the city', { city: 'Mün\u001bchen' }, 'addresses.privateAddress.city'],
    ['a lone high surrogate in the first name', { firstName: 'A\uD800B' }, 'addresses.privateAddress.firstName'],
    ['a lone low surrogate in the last name', { lastName: 'Huber\uDC00' }, 'addresses.privateAddress.lastName'],
  ])('order/create refuses %s with a field error naming the field', async (_name, address, path) => {
    // The client's own body check refuses it before sending; the server refuses it when sent anyway.
    expect((await failure((await print()).createOrder(order(address)))).kind).toBe('schema');
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const raw = await post('order/create', token, JSON.stringify(order(address)));
    expect(raw.status).toBe(400);
    expect(raw.json.error).toBe('INVALID_BODY');
    expect(raw.json.fields?.map((field) => field.path)).toContain(path);
  });

  it('checkAddresses and connectUser refuse them too', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const check = await post('order/checkAddresses', token, JSON.stringify({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { ...munich, lastName: 'Hu\u0000ber' } } }));
    expect(check).toMatchObject({ status: 400, json: { error: 'INVALID_BODY' } });
    const cookie = await sandbox.login('anna.neukunde@example.de');
    const connect = await sandbox.fetch('/api/gp-service/v1/connectUser', {
      method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify({ gpNr: '3000000101', name: 'Schmidt\r\n' }),
    });
    expect(connect.status).toBe(400);
  });

  it('keeps umlauts, ß and apostrophes', async () => {
    await expect((await print()).createOrder(order({ firstName: 'Zoë-Ånné', lastName: "O'Brien-Müßig" }))).resolves.toHaveProperty('orderNumbers');
  });
});

describe('dates', () => {
  it.each(['2026-13-45', '2027-02-29', '2026-04-31'])('refuses the impossible date %s as start and birth date', async (date) => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const start = await post('order/create', token, JSON.stringify(order({}, { validFrom: date })));
    expect(start.status).toBe(400);
    expect(start.json.fields?.map((field) => field.path)).toContain('validFrom');
    const birth = await post('order/create', token, JSON.stringify(order({}, { birthDate: date })));
    expect(birth.json.fields?.map((field) => field.path)).toContain('birthDate');
    const price = await post('priceForDate/SZ-PRINT-STANDARD', token, JSON.stringify({ addresses: { privateAddress: munich }, startDate: date }));
    expect(price.status).toBe(400);
    expect(price.json.fields?.map((field) => field.path)).toContain('startDate');
  });

  it('refuses a start date beyond the offered range (more than 90 days ahead)', async () => {
    const client = await print();
    const far = await failure(client.createOrder(order({}, { validFrom: day(200) })));
    expect(far).toMatchObject({ status: 400, body: { error: 'ORDER_INVALID' } });
    expect(JSON.stringify(far.body)).toContain('validFrom');
    expect(await failure(client.priceForDate('SZ-PRINT-STANDARD', { addresses: { privateAddress: munich }, startDate: day(200) }))).toMatchObject({ status: 400 });
    const near = await client.createOrder(order({}, { validFrom: day(30) }));
    expect(near.orderNumbers).toHaveLength(1);
  });
});

describe('deeply nested JSON', () => {
  it.each([33, 1000, 30_000])('answers %i levels with 400, not 500', async (depth) => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const answer = await post('order/create', token, `{"salesCampaignId":"SZ-PRINT-STANDARD","extra":${nested}}`);
    expect(answer).toMatchObject({ status: 400, json: { error: 'JSON_TOO_DEEP' } });
  });

  it('reads brackets inside strings as text and lets a normal body through to its checks', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const answer = await post('order/checkAddresses', token, JSON.stringify({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { ...munich, additionalInfo: '[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[' } } }));
    expect(answer.status).toBe(200);
  });

  it('guards the control endpoints the same way', async () => {
    const answer = await sandbox.fetch('/sandbox/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: `{"call":${'['.repeat(2000)}${']'.repeat(2000)}}` });
    expect(answer.status).toBe(400);
  });
});

describe('student upload quota per visit', () => {
  // The limit per client address would stop this one client first: here it is raised above the quota's 42 uploads.
  let sandbox: TestSandbox;
  beforeAll(async () => {
    sandbox = await startTestSandbox({ uploadsPerClient: 50 });
  });
  afterAll(() => sandbox.sandbox.close());

  // Uploads 20 MB through HTTP: seconds of work on a busy CI machine, not a time limit the product keeps.
  it('takes 20 MB per form token, then answers 413 with a clear message; another visit may upload again', async () => {
    const stnToken = await sandbox.token('stn', 'STN-DIGITAL-STUDENT');
    const client = sandbox.client({ tenant: 'stn', token: stnToken });
    // A PDF just under the 500 KB limit: forty fit into 20 MB, the forty-first does not.
    const pdf = new Blob([Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(500 * 1024 - 200, 0x20)])]);
    for (let index = 0; index < 40; index += 1) {
      expect((await uploadEnrollmentCertificate(client, pdf, 'bescheinigung.pdf')).httpStatus).toBe(200);
    }
    const refused = await uploadEnrollmentCertificate(client, pdf, 'bescheinigung.pdf');
    expect(refused).toMatchObject({ httpStatus: 413, response: { message: 'ERROR_SIZE_EXCEEDED' } });
    const raw = await sandbox.fetch('/api/order-service/v1/studentEnrollmentCertificate', {
      method: 'POST', headers: { 'osc-tenant': 'stn', token: JSON.stringify(stnToken) }, body: (() => { const form = new FormData(); form.append('imageFile', pdf, 'bescheinigung.pdf'); return form; })(),
    });
    expect(await raw.json()).toMatchObject({ error: 'UPLOAD_QUOTA_EXCEEDED', detail: expect.stringContaining('20 MB') });
    const next = sandbox.client({ tenant: 'stn', token: await sandbox.token('stn', 'STN-DIGITAL-STUDENT') });
    expect((await uploadEnrollmentCertificate(next, pdf, 'bescheinigung.pdf')).httpStatus).toBe(200);
  }, 30_000);
});
