import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCallSchemas } from './apiCallSchemas.ts';
import { createApiClient } from './createApiClient.ts';
import type { FormToken } from './entities/formToken.ts';
import { isApiCallError } from './isApiCallError.ts';
import { paymentCallSchemas } from './paymentService.ts';
import type { PaymentInitRequest } from './paymentService.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (request: Seen, response: ServerResponse) => void;

const token: FormToken = { content: { random: 'abc123', expirationTimestamp: 1_900_000_000_000 }, signature: 'sig' };
let handler: Handler = (_, response) => response.end();
let seen: Seen[] = [];
let baseUrl = '';
const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const entry = { method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks).toString('utf8') };
    seen.push(entry);
    handler(entry, response);
  });
});

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isApiCallError(error)) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const paymentInit: PaymentInitRequest = {
  user: { customerId: null, firstname: 'Erika', lastname: 'Mustermann' },
  shopInfo: { shopDomain: 'abo.example.de' },
  returnUrls: { successUrl: 'https://abo.example.de/r', backUrl: 'https://abo.example.de/r', errorUrl: 'https://abo.example.de/r' },
};

const client = () => createApiClient({ baseUrl, tenantKey: 'sz', getToken: () => token, timeoutMs: 300 });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('createApiClient', () => {
  it('sends the path, the osc-tenant header and the token as JSON text', async () => {
    handler = (_, response) => json(response, 200, ['Q', '7', 'X']);
    const keys = await client().paymentMethods('SZ-DIGITAL', 'DE');
    expect(keys).toEqual(['Q', '7', 'X']);
    const request = seen[0]!;
    expect(request.method).toBe('GET');
    expect(request.url).toBe('/api/order-service/v1/order/paymentmethods/SZ-DIGITAL/DE');
    expect(request.headers['osc-tenant']).toBe('sz');
    expect(JSON.parse(String(request.headers.token))).toEqual(token);
  });

  it('asks past the browser cache, so no request waits behind a hung one of the same URL', async () => {
    const requests: Request[] = [];
    const fetch = async (input: Request) => {
      requests.push(input);
      return new Response('["Q"]', { status: 200 });
    };
    await createApiClient({ baseUrl: 'http://127.0.0.1/api', tenantKey: 'sz', getToken: () => token, fetch: fetch as never }).paymentMethods('SZ-DIGITAL', 'DE');
    expect(requests.map((request) => request.cache)).toEqual(['no-store']);
  });

  it('sends no tenant or token header where the route has none', async () => {
    handler = (_, response) => json(response, 200, []);
    await client().billingFrequencies('SZ-DIGITAL', 'SEPA');
    expect(seen[0]!.headers['osc-tenant']).toBeUndefined();
    expect(seen[0]!.headers.token).toBeUndefined();
  });

  it('sends the tenant but no token with configuration, which answers per tenant', async () => {
    handler = (_, response) => json(response, 200, { urls: { loginUrl: '/l', logoutUrl: '/o', registerUrl: '/r' } });
    await client().configuration();
    expect(seen[0]!.headers['osc-tenant']).toBe('sz');
    expect(seen[0]!.headers.token).toBeUndefined();
  });

  it('passes wa or oid as query and tolerates unknown extra response fields', async () => {
    handler = (_, response) => json(response, 200, { status: 'FAILURE', message: 'NO_DATA_FOR_OFFER_ID', extra: 1 });
    const answer = await client().initialFormData({ oid: 'OFFER 1' });
    expect(answer.message).toBe('NO_DATA_FOR_OFFER_ID');
    expect(seen[0]!.url).toBe('/api/order-service/v1/order/initialFormData?oid=OFFER+1');
    expect(seen[0]!.headers.token).toBeUndefined();
  });

  it('throws a schema error naming the failing field when the answer breaks its schema', async () => {
    handler = (_, response) => json(response, 200, { checkFailed: 'no', knownBySAP: false, ibanError: false });
    const error = await failure(client().checkIbanSwift({ iban: 'DE89370400440532013000' }));
    expect(error.kind).toBe('schema');
    expect(error.call).toBe('checkIbanSwift');
    expect(JSON.stringify(error.body)).toContain('checkFailed');
  });

  it('throws an http error with status and parsed body on a non-2xx answer', async () => {
    handler = (_, response) => json(response, 503, { error: 'down' });
    const error = await failure(client().countries('SZ-DIGITAL'));
    expect(error).toMatchObject({ kind: 'http', status: 503, body: { error: 'down' }, call: 'countries' });
  });

  it('throws a timeout error when the service does not answer in time', async () => {
    handler = (_, response) => setTimeout(() => json(response, 200, {}), 1500);
    const error = await failure(client().logout());
    expect(error.kind).toBe('timeout');
  });

  it('throws a network error when nothing listens', async () => {
    const offline = createApiClient({ baseUrl: 'http://127.0.0.1:9/api', tenantKey: 'sz', getToken: () => undefined, timeoutMs: 2000 });
    const error = await failure(offline.logout());
    expect(error.kind).toBe('network');
  });

  it('drops unknown request fields and refuses a request body that breaks its schema before sending', async () => {
    handler = (_, response) => json(response, 200, { addressCheckResults: {} });
    const address = { street: 'Hultschiner Straße', zipCode: '81677', formOnlyState: true };
    await client().checkAddresses({ salesCampaignId: 'X', addresses: { privateAddress: address } } as never);
    expect(JSON.parse(seen[0]!.body)).toEqual({ salesCampaignId: 'X', addresses: { privateAddress: { street: 'Hultschiner Straße', zipCode: '81677' } } });

    const error = await failure(client().checkAddresses({ salesCampaignId: 'X', addresses: { privateAddress: { zipCode: '12345678901' } } }));
    expect(error.kind).toBe('schema');
    expect(seen).toHaveLength(1);
  });

  it('makes a contract call by its route name: the route\'s method, path and headers, the body reduced to its struct', async () => {
    handler = (_, response) => json(response, 200, { absUrl: 'https://provider.example/pay', processId: 'PR-1', extra: 1 });
    const body = { ...paymentInit, formOnlyField: true };
    const answer = await client().call('cardAgreementInit', paymentCallSchemas.cardAgreementInit, { json: body as typeof paymentInit });
    expect(answer).toMatchObject({ absUrl: 'https://provider.example/pay', processId: 'PR-1' });
    const request = seen[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/payment-service/v1/creditcard/billingagreement/init');
    expect(request.headers['osc-tenant']).toBe('sz');
    expect(JSON.parse(String(request.headers.token))).toEqual(token);
    expect(JSON.parse(request.body)).toEqual(paymentInit);

    handler = (_, response) => json(response, 200, { billingData: { userId: 'PP-1' } });
    await client().call('payPalAgreementResult', paymentCallSchemas.payPalAgreementResult, { searchParams: { processId: 'PR 1', serviceTicket: undefined } });
    expect(seen[1]!.url).toBe('/api/payment-service/v1/paypal/billingagreement/result?processId=PR+1');
  });

  it('fails a contract call as every call fails: a body that breaks its struct unsent, a non-2xx answer, a broken answer', async () => {
    const broken = { ...paymentInit, shopInfo: { shopDomain: '' } };
    expect(await failure(client().call('cardOneOffInit', paymentCallSchemas.cardOneOffInit, { json: broken }))).toMatchObject({ kind: 'schema', call: 'cardOneOffInit' });
    // A JSON body needs a struct to be checked with.
    expect(await failure(client().call('cardOneOffInit', { response: paymentCallSchemas.cardOneOffInit.response }, { json: paymentInit as never }))).toMatchObject({ kind: 'schema' });
    expect(seen).toHaveLength(0);

    handler = (_, response) => json(response, 409, { error: 'PROCESS_NOT_COMPLETED' });
    const refused = await failure(client().call('cardAgreementResult', paymentCallSchemas.cardAgreementResult, { searchParams: { processId: 'PR-1' } }));
    expect(refused).toMatchObject({ kind: 'http', status: 409, body: { error: 'PROCESS_NOT_COMPLETED' }, call: 'cardAgreementResult' });

    handler = (_, response) => json(response, 200, { processId: 'PR-1' });
    const odd = await failure(client().call('payPalAgreementInit', paymentCallSchemas.payPalAgreementInit, { json: paymentInit }));
    expect(odd).toMatchObject({ kind: 'schema', call: 'payPalAgreementInit' });
    expect(JSON.stringify(odd.body)).toContain('absUrl');
  });

  it('answers the statuses the caller reads itself with their body, and sends a raw body as it is', async () => {
    const upload = apiCallSchemas.uploadStudentEnrollmentCertificate;
    const form = new FormData();
    form.append('imageFile', new Blob(['%PDF-1.4']), 'ausweis.pdf');
    handler = (_, response) => json(response, 413, { message: 'ERROR_SIZE_EXCEEDED', status: 413 });
    const outcome = await client().callForStatus('uploadStudentEnrollmentCertificate', upload, [200, 413], { body: form });
    expect(outcome).toEqual({ httpStatus: 413, response: { message: 'ERROR_SIZE_EXCEEDED', status: 413 } });
    expect(seen[0]!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(seen[0]!.body).toContain('name="imageFile"; filename="ausweis.pdf"');

    handler = (_, response) => json(response, 413, { message: 42 });
    expect(await client().callForStatus('uploadStudentEnrollmentCertificate', upload, [413], { body: form })).toEqual({ httpStatus: 413, response: undefined });
    handler = (_, response) => json(response, 200, { message: 42 });
    expect(await failure(client().callForStatus('uploadStudentEnrollmentCertificate', upload, [200], { body: form }))).toMatchObject({ kind: 'schema' });
    handler = (_, response) => json(response, 401, { error: 'token' });
    expect(await failure(client().callForStatus('uploadStudentEnrollmentCertificate', upload, [200, 413], { body: form }))).toMatchObject({
      kind: 'http',
      status: 401,
      call: 'uploadStudentEnrollmentCertificate',
    });
  });

  it('reads the connect result as plain text or JSON string and refuses unknown codes', async () => {
    handler = (_, response) => response.end('HAS_SUID');
    expect(await client().connectUser({ gpNr: '2000000001', name: 'Huber' })).toBe('HAS_SUID');
    handler = (_, response) => json(response, 200, 'SUCCESS_CSV');
    expect(await client().connectUser({ gpNr: '2000000001', name: 'Huber' })).toBe('SUCCESS_CSV');
    handler = (_, response) => response.end('MAYBE');
    expect((await failure(client().connectUser({ gpNr: '2000000001', name: 'Huber' }))).kind).toBe('schema');
  });

  it('answers undefined for missing stored data and posts the state as text', async () => {
    handler = (_, response) => json(response, 404, { error: 'none' });
    expect(await client().getStoredData()).toBeUndefined();
    handler = (_, response) => {
      response.writeHead(204);
      response.end();
    };
    await client().postStoredData('eJzLSM3JyQcABiwCFQ==');
    expect(seen[1]!.body).toBe('eJzLSM3JyQcABiwCFQ==');
    expect(seen[1]!.headers.token).toBeDefined();
  });

  it('puts the redirect path in one encoded path segment', async () => {
    handler = (_, response) => json(response, 200, { loggedIn: false, serviceTicketUrl: '/sandbox/login' });
    await client().isLoggedIn('/neubestellung/abo/?wa=SZ-1', { loginRequired: true, authScreen: 'register' });
    expect(seen[0]!.url).toBe('/api/isLoggedIn/%2Fneubestellung%2Fabo%2F%3Fwa%3DSZ-1?loginRequired=true&authScreen=register');
  });
});
