import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { callFailure as failure, callStatus } from './testing/callFailure.ts';
import { munich, sepaOrder } from './testing/orderFixtures.ts';

const digital = 'SZ-DIGITAL-STANDARD';
const home = { privateAddress: munich };

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

async function client(tenant = 'sz', wa = digital) {
  return sandbox.client({ tenant, token: await sandbox.token(tenant, wa) });
}

/** The stored orders of the sandbox, as GET /sandbox/orders lists them. */
async function storedOrders(): Promise<{ paymentUniqueId: string; price: number; voucherCode: string | null; request: { voucherCode?: string } }[]> {
  return ((await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: never[] }).orders;
}

function redemptions(code: string): number {
  const row = sandbox.sandbox.db
    .prepare('SELECT COUNT(*) AS count FROM voucher_redemptions r JOIN vouchers v ON v.id = r.voucher_id WHERE v.code = ?')
    .get(code);
  return Number(row?.count);
}

describe('voucher/check', () => {
  it('answers a code’s terms, whatever its case and spaces', async () => {
    const sz = await client();
    expect(await sz.voucherCheck({ salesCampaignId: digital, code: '  will kommen5 ' })).toEqual({
      voucherId: expect.stringMatching(/^\d+$/), code: 'WILLKOMMEN5', description: '5,00 € Rabatt in den ersten 3 Monaten', discountKind: 'amount', discountValue: 5, months: 3, validUntil: '2099-12-31',
    });
    expect(await sz.voucherCheck({ salesCampaignId: digital, code: 'zehnprozent' })).toMatchObject({ discountKind: 'percent', discountValue: 10, months: null });
  });

  it('refuses unknown, expired, other offers’ and used-up codes with their status', async () => {
    const sz = await client();
    const refusal = async (code: string, wa = digital) => {
      const error = await failure(sz.voucherCheck({ salesCampaignId: wa, code }));
      return { status: error.status, error: (error.body as { error: string }).error };
    };
    expect(await refusal('GIBTSNICHT')).toEqual({ status: 404, error: 'VOUCHER_UNKNOWN' });
    expect(await refusal('NICHT/GÜLTIG')).toEqual({ status: 404, error: 'VOUCHER_UNKNOWN' });
    expect(await refusal('sommer2025')).toEqual({ status: 410, error: 'VOUCHER_EXPIRED' });
    const print = await client('sz', 'SZ-PRINT-STANDARD');
    const other = await failure(print.voucherCheck({ salesCampaignId: 'SZ-PRINT-STANDARD', code: 'WILLKOMMEN5' }));
    expect([other.status, (other.body as { error: string }).error]).toEqual([409, 'VOUCHER_NOT_FOR_CAMPAIGN']);
    // Another tenant's code is unknown here.
    expect(await refusal('STZ-TREUE')).toEqual({ status: 404, error: 'VOUCHER_UNKNOWN' });
  });

  it('refuses every check of a tenant without the plugin with 400', async () => {
    const lz = await client('lz', 'LZ-DIGITAL-STANDARD');
    const refused = await failure(lz.voucherCheck({ salesCampaignId: 'LZ-DIGITAL-STANDARD', code: 'WILLKOMMEN5' }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'VOUCHER_NOT_OFFERED' } });
  });
});

describe('failed checks are limited', () => {
  it('answers 429 with retryAfterSeconds after 10 failures of one form token, from any address', async () => {
    const limited = await startTestSandbox({ trustProxy: true });
    try {
      const token = await limited.token('sz', digital);
      const check = (address: string, code: string) =>
        limited.fetch('/api/order-service/v1/voucher/check', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(token), 'x-forwarded-for': address },
          body: JSON.stringify({ salesCampaignId: digital, code }),
        });
      for (let attempt = 0; attempt < 10; attempt += 1) expect((await check(`10.0.0.${attempt}`, `FALSCH${attempt}`)).status).toBe(404);
      const blocked = await check('10.0.1.1', 'WILLKOMMEN5');
      expect(blocked.status).toBe(429);
      const body = (await blocked.json()) as { error: string; retryAfterSeconds: number };
      expect(body.error).toBe('TOO_MANY_VOUCHER_CHECKS');
      expect(body.retryAfterSeconds).toBeGreaterThan(590);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(600);
    } finally {
      await limited.sandbox.close();
    }
  });

  it('answers 429 after 10 failures of one client address, over fresh form tokens; the price calls count too', async () => {
    const limited = await startTestSandbox();
    try {
      for (let attempt = 0; attempt < 9; attempt += 1) {
        const own = limited.client({ token: await limited.token('sz', digital) });
        expect((await failure(own.voucherCheck({ salesCampaignId: digital, code: `FALSCH${attempt}` }))).status).toBe(404);
      }
      const pricing = limited.client({ token: await limited.token('sz', digital) });
      expect((await failure(pricing.priceWithDeliveryDate(digital, { addresses: home, voucherCode: 'FALSCH9' }))).status).toBe(404);
      const fresh = limited.client({ token: await limited.token('sz', digital) });
      expect(await failure(fresh.voucherCheck({ salesCampaignId: digital, code: 'WILLKOMMEN5' }))).toMatchObject({
        status: 429, body: { error: 'TOO_MANY_VOUCHER_CHECKS' },
      });
    } finally {
      await limited.sandbox.close();
    }
  });
});

describe('prices with a code', () => {
  it('prices WILLKOMMEN5 at 4,99 € for 3 months, then 9,99 €', async () => {
    const sz = await client();
    const plain = await sz.priceWithDeliveryDate(digital, { addresses: home, billingFrequency: '12' });
    expect(plain.priceResult).toMatchObject({ price: 9.99, priceGui: '9,99 € monatlich' });
    const reduced = await sz.priceWithDeliveryDate(digital, { addresses: home, billingFrequency: '12', voucherCode: 'willkommen5' });
    expect(reduced.priceResult).toMatchObject({
      price: 4.99, priceGui: '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich', regularPrice: 9.99, regularPriceGui: '9,99 € monatlich', reducedMonths: 3,
    });
    const dated = await sz.priceForDate(digital, { addresses: home, billingFrequency: '12', startDate: plain.deliveryDateInfo.earliestDate, voucherCode: 'ZEHNPROZENT' });
    // 10 % of 9,99 € is 0,999 €: 8,99 € after rounding half up to the cent, for the whole term.
    expect(dated).toMatchObject({ price: 8.99, priceGui: '8,99 € monatlich statt 9,99 € monatlich', regularPrice: 9.99 });
    expect(dated.reducedMonths).toBeUndefined();
  });

  it('refuses a code in the price calls of a tenant without the plugin with 400', async () => {
    const lz = await client('lz', 'LZ-DIGITAL-STANDARD');
    const refused = await failure(lz.priceWithDeliveryDate('LZ-DIGITAL-STANDARD', { addresses: home, voucherCode: 'WILLKOMMEN5' }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'VOUCHER_NOT_OFFERED' } });
  });
});

describe('order/create with a code', () => {
  it('stores the reduced price and the code, and counts one redemption when the order is retried', async () => {
    const sz = await client();
    const before = redemptions('WILLKOMMEN5');
    const order = sepaOrder(digital, {}, { voucherCode: ' willkommen5' });
    const first = await sz.createOrder(order);
    expect(await sz.createOrder(order)).toEqual(first);
    expect(redemptions('WILLKOMMEN5')).toBe(before + 1);
    const stored = (await storedOrders()).find((entry) => entry.paymentUniqueId === order.paymentUniqueId);
    expect(stored).toMatchObject({ price: 4.99, voucherCode: 'WILLKOMMEN5', request: { voucherCode: 'WILLKOMMEN5' } });
  });

  it('stores exactly one of many concurrent orders racing for a code of one redemption', async () => {
    const raced = await startTestSandbox();
    try {
      const sz = raced.client({ token: await raced.token('sz', digital) });
      const orders = Array.from({ length: 12 }, () => sepaOrder(digital, {}, { voucherCode: 'NUREINMAL' }));
      const statuses = await Promise.all(orders.map((order) => callStatus(sz.createOrder(order))));
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.filter((status) => status === 409)).toHaveLength(11);
      const stored = ((await (await raced.fetch('/sandbox/orders')).json()) as { orders: { voucherCode: string | null; price: number }[] }).orders;
      expect(stored.filter((entry) => entry.voucherCode === 'NUREINMAL')).toEqual([expect.objectContaining({ price: 7.99 })]);
      expect(await failure(sz.voucherCheck({ salesCampaignId: digital, code: 'NUREINMAL' }))).toMatchObject({ status: 409, body: { error: 'VOUCHER_USED_UP' } });
    } finally {
      await raced.sandbox.close();
    }
  });

  it('redeems a once-per-customer code once per e-mail address', async () => {
    const stz = await client('stz', 'STZ-DIGITAL-STANDARD');
    const stuttgart = { street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart' };
    await stz.createOrder(sepaOrder('STZ-DIGITAL-STANDARD', { ...stuttgart, email: 'treu@example.de' }, { voucherCode: 'STZ-TREUE' }));
    const again = await failure(stz.createOrder(sepaOrder('STZ-DIGITAL-STANDARD', { ...stuttgart, email: 'Treu@Example.de' }, { voucherCode: 'STZ-TREUE' })));
    expect(again).toMatchObject({ status: 409, body: { error: 'VOUCHER_USED_UP' } });
    expect(await callStatus(stz.createOrder(sepaOrder('STZ-DIGITAL-STANDARD', { ...stuttgart, email: 'neu@example.de' }, { voucherCode: 'STZ-TREUE' })))).toBe(200);
  });

  it('refuses a code for a tenant without the plugin with 400 and stores nothing', async () => {
    const lz = await client('lz', 'LZ-DIGITAL-STANDARD');
    const order = sepaOrder('LZ-DIGITAL-STANDARD', {}, { voucherCode: 'WILLKOMMEN5' });
    expect(await failure(lz.createOrder(order))).toMatchObject({ status: 400, body: { error: 'VOUCHER_NOT_OFFERED' } });
    expect((await storedOrders()).some((entry) => entry.paymentUniqueId === order.paymentUniqueId)).toBe(false);
  });

  it('refuses an expired code at the order and stores nothing', async () => {
    const sz = await client();
    const order = sepaOrder(digital, {}, { voucherCode: 'SOMMER2025' });
    expect(await failure(sz.createOrder(order))).toMatchObject({ status: 410, body: { error: 'VOUCHER_EXPIRED' } });
    expect((await storedOrders()).some((entry) => entry.paymentUniqueId === order.paymentUniqueId)).toBe(false);
  });
});
