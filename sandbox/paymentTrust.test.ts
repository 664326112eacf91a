import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormToken } from '../core/api/entities/formToken.ts';
import type { OrderRequest } from '../core/api/entities/orderRequest.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { munich } from './testing/orderFixtures.ts';
import { approvedVisa, submitProviderPage, szPaymentInit } from './testing/paymentFixtures.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { cardAgreementInit, cardOneOffInit } from '../plugins/card/cardCalls.ts';
import { payPalAgreementInit } from '../plugins/paypal/payPalCalls.ts';
import { paymentCallSchemas } from '../core/api/paymentService.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

interface StoredOrder {
  readonly paymentUniqueId: string;
  readonly paymentProcessId: string | null;
  readonly price: number;
  readonly request: OrderRequest;
}

async function storedOrders(): Promise<StoredOrder[]> {
  return ((await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: StoredOrder[] }).orders;
}

async function tokenFor(wa: string, cookie?: string): Promise<FormToken> {
  return sandbox.token('sz', wa, cookie);
}

let orderCount = 0;
/** A card order of SZ-DIGITAL-STANDARD (9,99 € monthly) for Hans Huber, with a fresh paymentUniqueId. */
function cardOrder(extra: Partial<OrderRequest> = {}): OrderRequest {
  orderCount += 1;
  return {
    salesCampaignId: 'SZ-DIGITAL-STANDARD',
    paymentUniqueId: `PUtrust${String(orderCount).padStart(13, '0')}`,
    paymentMethodKey: 'Q',
    purchaserPaymentData: { paymentMethod: 'card', creditCardPayment: true, pseudoCardPan: '9999999999999999999', truncatedCardPan: '999999XXXXXX9999', billingFrequency: '12' },
    addresses: { privateAddress: munich },
    ...extra,
  };
}

/** Starts a card agreement under `token`, approves it on the provider page with `form`, and answers the process id. */
async function cardAgreement(token: FormToken, form: Record<string, string> = approvedVisa): Promise<string> {
  const init = await cardAgreementInit(sandbox.client({ token }), szPaymentInit());
  await submitProviderPage(sandbox, init.absUrl, form);
  return init.processId;
}

describe('return hosts: the tenant package decides where a provider may send the reader', () => {
  const evil = szPaymentInit('evil.example');

  it('refuses a shop domain and return URLs off the tenant on every init call, and starts no process', async () => {
    const client = sandbox.client({ token: await tokenFor('DSZ1TAG-DIGITAL') });
    const order = { orderId: 'ABCDEFGHIJKLMNOPQRST', orderName: 'Tagespass', amountInCent: 199 };
    const calls = [
      client.call('creditCardCheckInit', paymentCallSchemas.creditCardCheckInit, { json: evil }),
      cardAgreementInit(client, evil),
      payPalAgreementInit(client, evil),
      cardOneOffInit(client, { ...evil, order, settleAccount: false, pricing: { addresses: {} } }),
    ];
    for (const call of calls) {
      const refused = await failure(call);
      expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_RETURN_URL' } });
      const paths = (refused.body as { fields: { path: string }[] }).fields.map((field) => field.path);
      expect(paths).toEqual(['shopInfo.shopDomain', 'returnUrls.successUrl', 'returnUrls.backUrl', 'returnUrls.errorUrl']);
    }
    expect(sandbox.sandbox.db.prepare("SELECT COUNT(*) AS n FROM payment_processes WHERE request LIKE '%evil.example%'").get()?.n).toBe(0);
  });

  it('refuses another tenant’s host, plain http on the tenant’s host, credentials, and a return URL elsewhere under the right shop domain', async () => {
    const client = sandbox.client({ token: await tokenFor('SZ-DIGITAL-STANDARD') });
    const good = szPaymentInit();
    const cases: [Partial<typeof good>, string][] = [
      [szPaymentInit('abo.stuttgarter-zeitung.de'), 'shopInfo.shopDomain'],
      [{ returnUrls: { ...good.returnUrls, successUrl: 'http://abo.sueddeutsche.de/card/agreement/result' } }, 'returnUrls.successUrl'],
      [{ returnUrls: { ...good.returnUrls, backUrl: 'https://reader:secret@abo.sueddeutsche.de/card/agreement/result' } }, 'returnUrls.backUrl'],
      [{ returnUrls: { ...good.returnUrls, errorUrl: 'https://abo.sueddeutsche.de.evil.example/x' } }, 'returnUrls.errorUrl'],
    ];
    for (const [change, path] of cases) {
      const refused = await failure(cardAgreementInit(client, { ...good, ...change }));
      expect(refused).toMatchObject({ status: 400, body: { error: 'INVALID_RETURN_URL', fields: expect.arrayContaining([expect.objectContaining({ path })]) } });
    }
    await expect(cardAgreementInit(client, good)).resolves.toHaveProperty('processId');
  });

  it('accepts the origin the call reached in test mode, which production does not', async () => {
    const own = new URL(sandbox.sandbox.url);
    const body = { ...szPaymentInit(own.hostname), returnUrls: { successUrl: `${own.origin}/card/agreement/result`, backUrl: `${own.origin}/card/agreement/result`, errorUrl: `${own.origin}/card/agreement/result` } };
    await expect(cardAgreementInit(sandbox.client({ token: await tokenFor('SZ-DIGITAL-STANDARD') }), body)).resolves.toHaveProperty('processId');

    const production = await startTestSandbox({ mode: 'production' });
    try {
      const client = production.client({ token: await production.token('sz', 'SZ-DIGITAL-STANDARD') });
      const origin = new URL(production.sandbox.url).origin;
      const local = { ...szPaymentInit(new URL(origin).hostname), returnUrls: { successUrl: `${origin}/r`, backUrl: `${origin}/r`, errorUrl: `${origin}/r` } };
      expect(await failure(cardAgreementInit(client, local))).toMatchObject({ status: 400, body: { error: 'INVALID_RETURN_URL' } });
      const init = await cardAgreementInit(client, szPaymentInit());
      expect(init.absUrl).toBe(`${origin}/sandbox/payment/${init.processId}`);
    } finally {
      await production.sandbox.close();
    }
  });

  it('builds the provider page address from Host, and from X-Forwarded-Host only behind a trusted proxy', async () => {
    const initBody = (origin: string) => JSON.stringify({ ...szPaymentInit(new URL(origin).hostname), returnUrls: { successUrl: `${origin}/r`, backUrl: `${origin}/r`, errorUrl: `${origin}/r` } });
    const init = async (target: TestSandbox, origin: string, forwardedHost: string) => {
      const token = await target.token('sz', 'SZ-DIGITAL-STANDARD');
      const answer = await target.fetch('/api/payment-service/v1/creditcard/billingagreement/init', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(token), 'x-forwarded-host': forwardedHost, 'x-forwarded-proto': 'https' },
        body: initBody(origin),
      });
      return { status: answer.status, body: (await answer.json()) as { absUrl?: string; error?: string } };
    };
    // Without the option the forwarded host is the client's word: return URLs there are refused, absUrl stays on Host.
    const own = new URL(sandbox.sandbox.url).origin;
    expect(await init(sandbox, 'https://evil.example', 'evil.example')).toMatchObject({ status: 400, body: { error: 'INVALID_RETURN_URL' } });
    const plain = await init(sandbox, own, 'evil.example');
    expect(plain.body.absUrl).toMatch(new RegExp(`^${own}/sandbox/payment/PR-`));

    const proxied = await startTestSandbox({ trustProxy: true });
    try {
      const behindProxy = await init(proxied, 'https://abo.sueddeutsche.de', 'abo.sueddeutsche.de');
      expect(behindProxy.status).toBe(200);
      expect(behindProxy.body.absUrl).toMatch(/^https:\/\/abo\.sueddeutsche\.de\/sandbox\/payment\/PR-/);
      // Behind the proxy a forwarded host is the origin the browser used, so it must be one the sandbox serves.
      expect(await init(proxied, 'https://evil.example', 'evil.example')).toMatchObject({ status: 421, body: { error: 'UNKNOWN_HOST' } });
    } finally {
      await proxied.sandbox.close();
    }
  });
});

describe('orders: the server decides which payment paid', () => {
  it('refuses a card or PayPal order without an approved process, however plausible its payment data, and stores nothing', async () => {
    const client = sandbox.client({ token: await tokenFor('SZ-DIGITAL-STANDARD') });
    const before = (await storedOrders()).length;
    expect(await failure(client.createOrder(cardOrder()))).toMatchObject({ status: 402, body: { error: 'PAYMENT_NOT_APPROVED' } });
    const payPal = cardOrder({ paymentMethodKey: 'P', purchaserPaymentData: { paymentMethod: 'paypal', payPalCode: 'B-INVENTED', billingFrequency: '12' } });
    expect(await failure(client.createOrder(payPal))).toMatchObject({ status: 402, body: { error: 'PAYMENT_NOT_APPROVED' } });
    expect(await failure(client.createOrder(cardOrder({ paymentProcessId: 'PR-000000000000000000000000' })))).toMatchObject({ status: 402 });
    expect((await storedOrders()).length).toBe(before);
  });

  it('refuses a process that is pending, declined or cancelled, or of the wrong kind', async () => {
    const token = await tokenFor('SZ-DIGITAL-STANDARD');
    const client = sandbox.client({ token });
    const pending = (await cardAgreementInit(client, szPaymentInit())).processId;
    const declined = await cardAgreement(token, { action: 'approve', cardNumber: '4000000000000002', expiry: '12/29' });
    const cancelled = await cardAgreement(token, { action: 'cancel' });
    const check = await (async () => {
      const init = await client.call('creditCardCheckInit', paymentCallSchemas.creditCardCheckInit, { json: szPaymentInit() });
      await submitProviderPage(sandbox, init.absUrl, approvedVisa);
      return init.processId;
    })();
    for (const processId of [pending, declined, cancelled, check]) {
      expect(await failure(client.createOrder(cardOrder({ paymentProcessId: processId })))).toMatchObject({ status: 402, body: { error: 'PAYMENT_NOT_APPROVED' } });
    }
    const card = await cardAgreement(token);
    const asPayPal = cardOrder({ paymentMethodKey: 'P', paymentProcessId: card, purchaserPaymentData: { paymentMethod: 'paypal', payPalCode: 'B-X', billingFrequency: '12' } });
    expect(await failure(client.createOrder(asPayPal))).toMatchObject({ status: 402, body: { error: 'PAYMENT_NOT_APPROVED' } });
  });

  it('refuses a process of another form token, and a process for a SEPA order', async () => {
    const processId = await cardAgreement(await tokenFor('SZ-DIGITAL-STANDARD'));
    const stranger = sandbox.client({ token: await tokenFor('SZ-DIGITAL-STANDARD') });
    expect(await failure(stranger.createOrder(cardOrder({ paymentProcessId: processId })))).toMatchObject({ status: 403, body: { error: 'PROCESS_OF_ANOTHER_ORDER' } });
    const sepa = cardOrder({ paymentMethodKey: '7', paymentProcessId: processId, purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber', billingFrequency: '12' } });
    expect(await failure(stranger.createOrder(sepa))).toMatchObject({ status: 400, body: { error: 'INVALID_BODY', fields: [{ path: 'paymentProcessId' }] } });
  });

  it('stores the card of the approved process, not the one the body names, and lets one process pay one order', async () => {
    const token = await tokenFor('SZ-DIGITAL-STANDARD');
    const client = sandbox.client({ token });
    const processId = await cardAgreement(token);
    const order = cardOrder({ paymentProcessId: processId });
    const created = await client.createOrder(order);
    // The same order again (a retry) answers the same and stays one order.
    expect(await client.createOrder(order)).toEqual(created);
    const stored = (await storedOrders()).filter((entry) => entry.paymentProcessId === processId);
    expect(stored).toHaveLength(1);
    expect(stored[0]!.request.purchaserPaymentData).toMatchObject({ truncatedCardPan: '411111XXXXXX1111', ccIns: 'V', validUntil: '2912', billingFrequency: '12' });
    expect(stored[0]!.request.purchaserPaymentData?.pseudoCardPan).toMatch(/^9\d{18}$/);
    expect(stored[0]!.request.purchaserPaymentData?.pseudoCardPan).not.toBe('9999999999999999999');
    // Another order with the same process is refused, even many at once.
    const others = await Promise.all(Array.from({ length: 10 }, () => failure(client.createOrder(cardOrder({ paymentProcessId: processId })))));
    for (const other of others) expect(other).toMatchObject({ status: 409, body: { error: 'PAYMENT_PROCESS_USED' } });
    expect((await storedOrders()).filter((entry) => entry.paymentProcessId === processId)).toHaveLength(1);
  });

  it('stores the PayPal code of the approved agreement', async () => {
    const token = await tokenFor('SZ-DIGITAL-STANDARD');
    const client = sandbox.client({ token });
    const init = await payPalAgreementInit(client, szPaymentInit('abo.sueddeutsche.de', '/paypal/agreement/result'));
    await submitProviderPage(sandbox, init.absUrl, { action: 'approve' });
    const order = cardOrder({ paymentMethodKey: 'P', paymentProcessId: init.processId, purchaserPaymentData: { paymentMethod: 'paypal', payPalCode: 'B-FORGED', billingFrequency: '12' } });
    await client.createOrder(order);
    const stored = (await storedOrders()).find((entry) => entry.paymentUniqueId === order.paymentUniqueId);
    expect(stored?.request.purchaserPaymentData?.payPalCode).toMatch(/^B-[0-9A-F]+$/);
  });

  it('takes a logged-in customer’s saved card from the customer record, not from the body', async () => {
    const cookie = await sandbox.login('klaus.karte@example.de');
    const client = sandbox.client({ cookie, token: await tokenFor('SZ-DIGITAL-STANDARD', cookie) });
    const order = cardOrder();
    await client.createOrder(order);
    const stored = (await storedOrders()).find((entry) => entry.paymentUniqueId === order.paymentUniqueId);
    expect(stored).toMatchObject({ paymentProcessId: null, request: { purchaserPaymentData: { pseudoCardPan: '9410000000012345', billingFrequency: '12' } } });
    // A customer whose saved data is SEPA has no card to pay with.
    const sepaCookie = await sandbox.login('sabine.lastschrift@example.de');
    const sepaCustomer = sandbox.client({ cookie: sepaCookie, token: await tokenFor('SZ-DIGITAL-STANDARD', sepaCookie) });
    expect(await failure(sepaCustomer.createOrder(cardOrder()))).toMatchObject({ status: 402 });
  });
});

describe('one-off card payments: the server computes the amount', () => {
  const dayPass = (extra: Partial<OrderRequest> = {}) => cardOrder({ salesCampaignId: 'DSZ1TAG-DIGITAL', purchaserPaymentData: { paymentMethod: 'card', pseudoCardPan: '1', billingFrequency: null }, ...extra });
  const oneOffBody = (amountInCent: number) => ({
    ...szPaymentInit('abo.sueddeutsche.de', '/card/oneoffpay/result'),
    order: { orderId: 'ABCDEFGHIJKLMNOPQRST', orderName: 'Tagespass', amountInCent },
    settleAccount: false as const,
    pricing: { addresses: { privateAddress: munich } },
  });

  it('asks the reader for the campaign’s price whatever amount the body names, and stores the order with its transaction', async () => {
    const token = await tokenFor('DSZ1TAG-DIGITAL');
    const client = sandbox.client({ token });
    const init = await cardOneOffInit(client, oneOffBody(1));
    const page = await (await sandbox.fetch(new URL(init.absUrl).pathname)).text();
    expect(page).toContain('1,99');
    expect(page).not.toContain('0,01');
    await submitProviderPage(sandbox, init.absUrl, approvedVisa);
    const order = dayPass({ paymentProcessId: init.processId });
    await client.createOrder(order);
    const stored = (await storedOrders()).find((entry) => entry.paymentUniqueId === order.paymentUniqueId);
    expect(stored).toMatchObject({ price: 1.99, paymentProcessId: init.processId });
  });

  it('refuses an order that costs other than the approved amount, and a one-off payment for a recurring order', async () => {
    const stz = sandbox.client({ tenant: 'stz', token: await sandbox.token('stz', 'STZ-PRINT-GESCHENK') });
    const stuttgart = { ...munich, street: 'Königstraße', streetNumber: '20', zipCode: '70173', city: 'Stuttgart' };
    const init = await cardOneOffInit(stz, {
      ...szPaymentInit('abo.stuttgarter-zeitung.de', '/card/oneoffpay/result'),
      order: { orderId: 'ABCDEFGHIJKLMNOPQRSU', orderName: 'Geschenkabo', amountInCent: 1 },
      settleAccount: false,
      pricing: { addresses: { privateAddress: stuttgart }, timeLimit: 3, loggedInCustomerRole: 'purchaser' },
    });
    await submitProviderPage(sandbox, init.absUrl, approvedVisa);
    const gift = {
      salesCampaignId: 'STZ-PRINT-GESCHENK', addresses: null, recipientAddresses: { privateAddress: stuttgart }, purchaserAddresses: { privateAddress: munich },
      loggedInCustomerRole: 'purchaser' as const, paymentProcessId: init.processId,
      purchaserPaymentData: { paymentMethod: 'card', pseudoCardPan: '1', billingFrequency: null },
    };
    // Paid for three months, ordered for twelve.
    expect(await failure(stz.createOrder(cardOrder({ ...gift, timeLimit: 12 })))).toMatchObject({ status: 409, body: { error: 'PAYMENT_AMOUNT_MISMATCH' } });
    await expect(stz.createOrder(cardOrder({ ...gift, timeLimit: 3 }))).resolves.toHaveProperty('orderNumbers');

    const token = await tokenFor('SZ-DIGITAL-STANDARD');
    const monthly = sandbox.client({ token });
    const recurringInit = await cardOneOffInit(monthly, { ...oneOffBody(999), pricing: { addresses: { privateAddress: munich }, billingFrequency: '12' } });
    await submitProviderPage(sandbox, recurringInit.absUrl, approvedVisa);
    expect(await failure(monthly.createOrder(cardOrder({ paymentProcessId: recurringInit.processId })))).toMatchObject({ status: 402, body: { error: 'PAYMENT_NOT_APPROVED' } });
  });
});
