import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isApiCallError } from '../../core/index.ts';
import { adminErrorOf } from './adminErrorBody.ts';
import { createAdminApiClient } from './createAdminApiClient.ts';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let handler: (request: Seen, response: ServerResponse) => void = (_, response) => response.end();
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

const client = () => createAdminApiClient({ baseUrl, tenantKey: 'sz', timeoutMs: 300 });

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('createAdminApiClient', () => {
  it('asks the login check in internal mode', async () => {
    handler = (_, response) => json(response, 200, { loggedIn: false, serviceTicketUrl: '/sandbox/login?mode=internal' });
    expect((await client().isLoggedIn('/internal')).loggedIn).toBe(false);
    expect(seen[0]!.url).toBe('/api/isLoggedIn/%2Finternal?loginRequired=true&authScreen=default&mode=internal');
  });

  it('puts the tenant into the path and sends an e-mail as plain text to the create link', async () => {
    handler = (_, response) => json(response, 201, { login: 'neu@example.de', _links: {} });
    const entry = await client().addUser({ href: '/api/customizing-service/v1/swmh/sz/users/users' }, 'neu@example.de');
    expect(entry.login).toBe('neu@example.de');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/api/customizing-service/v1/swmh/sz/users/users', body: 'neu@example.de' });
    expect(seen[0]!.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('never follows a link off the API, so the session stays with it', async () => {
    const error = await failure(client().users({ href: 'https://evil.example/api/customizing-service/v1/swmh/sz/users/users' }));
    expect(error).toMatchObject({ kind: 'schema', call: 'users' });
    expect(seen).toHaveLength(0);
  });

  it('sends only the maintained fields of a loaded campaign', async () => {
    handler = (_, response) => json(response, 400, { error: 'INVALID_SALES_CAMPAIGN', message: 'Bitte prüfen', fields: [{ path: 'name', message: 'Bitte geben Sie einen Namen ein.' }] });
    const loaded = { ...campaignFixture(), tenantId: 'sz', priceGui: '9,99 € monatlich', baseInfo: { text: 'Basis', paymentRhythm: 'monatlich', withCosts: true } };
    const error = await failure(client().saveSalesCampaign(loaded));
    const sent = JSON.parse(seen[0]!.body) as Record<string, unknown>;
    expect(sent.tenantId).toBeUndefined();
    expect(sent.priceGui).toBeUndefined();
    expect(sent.baseInfo).toEqual({ text: 'Basis' });
    expect(adminErrorOf(error)?.fields).toEqual([{ path: 'name', message: 'Bitte geben Sie einen Namen ein.' }]);
  });

  it('hands an upload refusal with its result code to the caller, and fails on other statuses', async () => {
    handler = (_, response) => json(response, 409, { message: 'ERROR_IMAGE_ALREADY_EXISTS', status: 409 });
    const outcome = await client().uploadBonusImage('KWZ-B-X', new Blob([new Uint8Array([1])]), 'bild.png');
    expect(outcome).toEqual({ httpStatus: 409, response: { message: 'ERROR_IMAGE_ALREADY_EXISTS', status: 409 } });
    handler = (_, response) => json(response, 403, { error: 'FORBIDDEN' });
    expect((await failure(client().uploadBonusImage('KWZ-B-X', new Blob([new Uint8Array([1])]), 'bild.png'))).status).toBe(403);
  });

  it('refuses an answer that breaks its schema', async () => {
    handler = (_, response) => json(response, 200, { lastName: 'Admin' });
    expect(await failure(client().home())).toMatchObject({ kind: 'schema', call: 'home' });
    expect(seen[0]!.url).toBe('/api/customizing-service/v1/swmh/home?tenant=sz');
  });
});

function campaignFixture() {
  return {
    id: 'SZ-DIGITAL-STANDARD', name: 'Digital-Abo', offerInfo: '', active: true, infoPoints: [], priceInfos: [],
    validFrom: null, validUntil: null, countryGroup: 'INLAND', countries: ['DE'], paymentMethods: { DE: ['Q' as const] },
    orderCsv: false, orderWithoutAddress: false, showTimePeriod: false, delayedCharging: false, billingFrequencyGroup: 'DIGITAL',
    recurring: true, withCosts: true, registrationMandatory: false, noResultAbroad: false, telAdvertEnabled: true, mailAdvertEnabled: true,
    emailMandatory: true, showStartDate: false, showGPTypeSelection: false, showDeliveryAddressCompany: false, showInvoiceAddressCompany: false,
    allowOrderDespiteExistingSubscription: true, preventOrderWithExistingSubscription: false, studentSubscription: false,
    giftSubscription: false, timeLimitSelectable: false, lwl: false, specialOffer: false, allowSchnorren: true, numberOfBonuses: 0,
    subscriptionStartDate: null, subscriptionEndDate: null, subscriptionIssueStartNumber: null, subscriptionIssueEndNumber: null,
    ageLimit: null, bonuses: [],
  };
}
