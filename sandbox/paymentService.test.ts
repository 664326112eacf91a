import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { submitProviderPage, szPaymentInit } from './testing/paymentFixtures.ts';
import { cardAgreementInit, cardAgreementResult, cardOneOffInit, cardOneOffResult } from '../plugins/card/cardCalls.ts';
import { payPalAgreementInit, payPalAgreementResult } from '../plugins/paypal/payPalCalls.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const shop = 'abo.sueddeutsche.de';
const agreementBody = szPaymentInit(shop);

/** Submits the provider page as the reader would, after checking it is the sandbox's page. */
async function onProviderPage(absUrl: string, form: Record<string, string>) {
  expect(await (await sandbox.fetch(new URL(absUrl).pathname)).text()).toContain('SANDBOX-ZAHLUNGSSEITE');
  return submitProviderPage(sandbox, absUrl, form);
}

async function szClient() {
  return sandbox.client({ token: await sandbox.token('sz', 'SZ-DIGITAL-STANDARD') });
}

describe('payment service: card agreement', () => {
  it('runs init → provider page → success URL with st and ctxtoken → result with the card', async () => {
    const client = await szClient();
    const init = await cardAgreementInit(client, agreementBody);
    expect(init.absUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sandbox\/payment\/PR-/);
    const back = await onProviderPage(init.absUrl, { action: 'approve', cardNumber: '4111 1111 1111 1111', expiry: '12/29' });
    expect(back.status).toBe(303);
    expect(back.location?.origin).toBe(`https://${shop}`);
    expect(back.location?.searchParams.get('mode')).toBeNull();
    const serviceTicket = back.location?.searchParams.get('st') ?? '';
    expect(serviceTicket).toMatch(/^ST-/);
    expect(back.location?.searchParams.get('ctxtoken')).toBeTruthy();

    const result = await cardAgreementResult(client, { processId: init.processId, serviceTicket });
    expect(result).toMatchObject({ truncatedcardpan: '411111XXXXXX1111', cardtype: 'V', cardexpiredate: '2912' });
    expect(result).toHaveProperty('pseudocardpan', expect.stringMatching(/^9\d{18}$/));
    // Asked again (a reloaded return page), the same answer.
    expect(await cardAgreementResult(client, { processId: init.processId, serviceTicket })).toEqual(result);
  });

  it('answers a card the issuer declines as declined', async () => {
    const client = await szClient();
    const init = await cardAgreementInit(client, agreementBody);
    const back = await onProviderPage(init.absUrl, { action: 'approve', cardNumber: '4000000000000002', expiry: '01/30' });
    const result = await cardAgreementResult(client, { processId: init.processId, serviceTicket: back.location?.searchParams.get('st') ?? '' });
    expect(result).toEqual({ declined: true });
  });

  it('keeps the reader on the provider page with a message for an invalid card number', async () => {
    const client = await szClient();
    const init = await cardAgreementInit(client, agreementBody);
    const back = await onProviderPage(init.absUrl, { action: 'approve', cardNumber: '4111 1111 1111 1112', expiry: '12/29' });
    expect(back.status).toBe(400);
    expect(back.html).toContain('Bitte geben Sie eine gültige Kartennummer ein.');
    expect(await failure(cardAgreementResult(client, { processId: init.processId, serviceTicket: 'ST-x' }))).toMatchObject({ status: 409, body: { error: 'PROCESS_NOT_COMPLETED' } });
  });

  it('gives the result only under the form token, the ticket and the kind the process was started with', async () => {
    const client = await szClient();
    const init = await cardAgreementInit(client, agreementBody);
    const back = await onProviderPage(init.absUrl, { action: 'approve', cardNumber: '5500000000000004', expiry: '06/28' });
    const serviceTicket = back.location?.searchParams.get('st') ?? '';
    const other = await szClient();
    expect(await failure(cardAgreementResult(other, { processId: init.processId, serviceTicket }))).toMatchObject({ status: 403, body: { error: 'PROCESS_OF_ANOTHER_ORDER' } });
    expect(await failure(cardAgreementResult(client, { processId: init.processId, serviceTicket: 'ST-forged' }))).toMatchObject({ status: 403, body: { error: 'INVALID_SERVICE_TICKET' } });
    expect(await failure(cardOneOffResult(client, { processId: init.processId, serviceTicket }))).toMatchObject({ status: 404, body: { error: 'UNKNOWN_PROCESS' } });
  });
});

describe('payment service: init checks', () => {
  it('refuses return URLs off the shop domain', async () => {
    const client = await szClient();
    const error = await failure(payPalAgreementInit(client, { ...agreementBody, returnUrls: { ...agreementBody.returnUrls, errorUrl: 'https://evil.example/steal' } }));
    expect(error).toMatchObject({ status: 400, body: { error: 'INVALID_RETURN_URL', fields: [{ path: 'returnUrls.errorUrl' }] } });
  });

  it('asks the one-off payment for its order, settleAccount false and its pricing, and the agreements for none of them', async () => {
    const client = sandbox.client({ token: await sandbox.token('sz', 'DSZ1TAG-DIGITAL') });
    expect(await failure(cardOneOffInit(client, agreementBody))).toMatchObject({ status: 400 });
    const order = { orderId: 'ABCDEFGHIJKLMNOPQRST', orderName: 'SZ Tagespass', amountInCent: 199 };
    const pricing = { addresses: {} };
    expect(await failure(cardOneOffInit(client, { ...agreementBody, order, settleAccount: false }))).toMatchObject({ status: 400 });
    expect(await failure(cardAgreementInit(client, { ...agreementBody, order, settleAccount: false }))).toMatchObject({ status: 400 });
    expect(await failure(cardAgreementInit(client, { ...agreementBody, pricing }))).toMatchObject({ status: 400 });
    const init = await cardOneOffInit(client, { ...agreementBody, order, settleAccount: false, pricing });
    const page = await sandbox.fetch(new URL(init.absUrl).pathname);
    expect(await page.text()).toContain('1,99');
    const back = await onProviderPage(init.absUrl, { action: 'approve', cardNumber: '4111111111111111', expiry: '03/27' });
    const result = await cardOneOffResult(client, { processId: init.processId, serviceTicket: back.location?.searchParams.get('st') ?? '' });
    expect(result).toMatchObject({ cardtype: 'V', paymentData: { txId: expect.stringMatching(/^TX-/) } });
  });

  it('needs the form token', async () => {
    expect(await failure(payPalAgreementInit(sandbox.client(), agreementBody))).toMatchObject({ status: 401 });
  });
});

describe('payment service: PayPal', () => {
  it('answers the PayPal code after "Zustimmen"', async () => {
    const client = await szClient();
    const init = await payPalAgreementInit(client, agreementBody);
    const back = await onProviderPage(init.absUrl, { action: 'approve' });
    const result = await payPalAgreementResult(client, { processId: init.processId, serviceTicket: back.location?.searchParams.get('st') ?? '' });
    expect(result.billingData.userId).toMatch(/^B-/);
  });

  it('sends a cancelled agreement to the back URL with mode back, and a provider error to the error URL with mode error', async () => {
    const client = await szClient();
    const cancelled = await payPalAgreementInit(client, agreementBody);
    const back = await onProviderPage(cancelled.absUrl, { action: 'cancel' });
    expect(back.location?.searchParams.get('mode')).toBe('back');
    expect(await failure(payPalAgreementResult(client, { processId: cancelled.processId, serviceTicket: back.location?.searchParams.get('st') ?? '' })))
      .toMatchObject({ status: 409, body: { error: 'PROCESS_CANCELLED' } });
    const failed = await payPalAgreementInit(client, agreementBody);
    expect((await onProviderPage(failed.absUrl, { action: 'fail' })).location?.searchParams.get('mode')).toBe('error');
    // A finished process cannot be finished again.
    const again = await sandbox.fetch(new URL(failed.absUrl).pathname, { method: 'POST', body: 'action=approve', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(again.status).toBe(409);
  });
});
