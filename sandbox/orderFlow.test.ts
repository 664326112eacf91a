import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../core/api/entities/orderRequest.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { munich } from './testing/orderFixtures.ts';
import { uploadEnrollmentCertificate } from '../plugins/student/uploadEnrollmentCertificate.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());


async function szClient(wa = 'SZ-PRINT-STANDARD') {
  return sandbox.client({ token: await sandbox.token('sz', wa) });
}

describe('token and body checks', () => {
  it('refuses a missing token with 401 and a tampered one with 403', async () => {
    const missing = await failure(sandbox.client().countries('SZ-PRINT-STANDARD'));
    expect(missing).toMatchObject({ kind: 'http', status: 401, body: { error: 'TOKEN_MISSING' } });
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const tampered = { ...token, content: { ...token.content, expirationTimestamp: token.content.expirationTimestamp + 1 } };
    const refused = await failure(sandbox.client({ token: tampered }).countries('SZ-PRINT-STANDARD'));
    expect(refused).toMatchObject({ status: 403, body: { error: 'TOKEN_INVALID' } });
  });

  it('refuses an expired token with 401', async () => {
    let now = new Date();
    const timed = await startTestSandbox({ now: () => now });
    try {
      const token = await timed.token('sz', 'SZ-PRINT-STANDARD');
      expect(await timed.client({ token }).countries('SZ-PRINT-STANDARD')).toHaveProperty('DE');
      now = new Date(token.content.expirationTimestamp + 1000);
      const expired = await failure(timed.client({ token }).countries('SZ-PRINT-STANDARD'));
      expect(expired).toMatchObject({ status: 401, body: { error: 'TOKEN_EXPIRED' } });
    } finally {
      await timed.sandbox.close();
    }
  });

  it('answers a bad body with 400 and the failing fields, also for fields the schema does not know', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const headers = { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(token) };
    const bad = await sandbox.fetch('/api/order-service/v1/order/checkAddresses', {
      method: 'POST', headers, body: JSON.stringify({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { zipCode: 12345 } }, price: 1 }),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: string; fields: Array<{ path: string }> };
    expect(body.error).toBe('INVALID_BODY');
    expect(body.fields.map((field) => field.path)).toEqual(expect.arrayContaining(['addresses.privateAddress.zipCode', 'price']));
    const notJson = await sandbox.fetch('/api/order-service/v1/order/checkAddresses', { method: 'POST', headers, body: '{' });
    expect(notJson.status).toBe(400);
  });

  it('refuses an oversized JSON body with 413', async () => {
    const token = await sandbox.token('sz', 'SZ-PRINT-STANDARD');
    const answer = await sandbox.fetch('/api/order-service/v1/order/checkIbanSwift', {
      method: 'POST', headers: { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(token) },
      body: JSON.stringify({ iban: 'x'.repeat(100_000) }),
    });
    expect(answer.status).toBe(413);
  });
});

describe('address check', () => {
  it('accepts a known address and corrects or suggests for wrong ones', async () => {
    const client = await szClient();
    const good = await client.checkAddresses({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: munich } });
    expect(good.addressCheckResults.privateAddress).toMatchObject({ hasErrors: false, corrected: false });
    expect(good.subTitleInfoTextParagraphs).toBeUndefined();

    const misspelt = await client.checkAddresses({
      salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { ...munich, street: 'Sendlingr Strase' } },
    });
    const result = misspelt.addressCheckResults.privateAddress!;
    const suggestions = [...Object.values(result.strKorOptions ?? {}), ...Object.values(result.adrKorOptions ?? {})];
    expect(result.corrected || suggestions.length > 0).toBe(true);

    const wrongCity = await client.checkAddresses({
      salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { ...munich, city: 'Stuttgart' } },
    });
    const cityResult = wrongCity.addressCheckResults.privateAddress!;
    expect(cityResult.hasErrors || cityResult.corrected).toBe(true);
  });

  it('answers the sub-title modal for a print address outside the carrier area', async () => {
    const client = await szClient();
    const answer = await client.checkAddresses({
      salesCampaignId: 'SZ-PRINT-STANDARD',
      addresses: { privateAddress: { ...munich, street: 'Königstraße', streetNumber: '20', zipCode: '70173', city: 'Stuttgart' } },
    });
    expect(answer.mailDeliveryOnly).toBe(true);
    expect(answer.subTitleInfoTextParagraphs?.length).toBeGreaterThan(0);
    expect(answer.subTitleOutLink).toMatch(/^https:/);
  });

  it('asks a print campaign for a full address', async () => {
    const client = await szClient();
    const answer = await client.checkAddresses({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: { lastName: 'Huber', country: 'DE' } } });
    expect(answer.addressCheckResults.privateAddress?.fullAddressNeeded).toBe(true);
  });
});

describe('prices and delivery dates', () => {
  it('computes the price from campaign and billing frequency, never from the client', async () => {
    const client = await szClient();
    const monthly = await client.priceWithDeliveryDate('SZ-PRINT-STANDARD', { addresses: { privateAddress: munich }, billingFrequency: '12', paymentMethodKey: '7' });
    expect(monthly.priceResult).toMatchObject({ price: 39.9, annualPrice: 478.8, noResultAbroad: false });
    expect(monthly.priceResult.priceGui).toContain('39,90');
    const yearly = await client.priceWithDeliveryDate('SZ-PRINT-STANDARD', { addresses: { privateAddress: munich }, billingFrequency: '01', paymentMethodKey: '7' });
    expect(yearly.priceResult.price).toBe(454.86);
    expect(monthly.deliveryDateInfo.earliestDate > new Date().toISOString().slice(0, 10)).toBe(true);
    expect(monthly.deliveryDateInfo.invalidDates?.length).toBeGreaterThan(10);
  });

  it('prices a time-limited gift once without a billing frequency and refuses one', async () => {
    const stz = sandbox.client({ tenant: 'stz', token: await sandbox.token('stz', 'STZ-PRINT-GESCHENK') });
    const question = { addresses: { privateAddress: munich }, paymentMethodKey: '7' as const, loggedInCustomerRole: 'purchaser' as const };
    const sixMonths = await stz.priceWithDeliveryDate('STZ-PRINT-GESCHENK', { ...question, timeLimit: 6 });
    expect(sixMonths.priceResult).toMatchObject({ price: 239.4, annualPrice: 239.4, priceGui: '239,40 € einmalig für 6 Monate' });
    const refused = await failure(stz.priceWithDeliveryDate('STZ-PRINT-GESCHENK', { ...question, timeLimit: 6, billingFrequency: '01' }));
    expect(refused).toMatchObject({ status: 400 });
    expect(JSON.stringify(refused.body)).toContain('billingFrequency');
    const unlimited = await stz.priceWithDeliveryDate('STZ-PRINT-GESCHENK', { ...question, timeLimit: 0, billingFrequency: '01' });
    expect(unlimited.priceResult.priceGui).toContain('jährlich');
  });

  it('gives no price abroad for a campaign with noResultAbroad, and refuses its order there', async () => {
    const client = await szClient('SZ-PRINT-AUSLAND-ANFRAGE');
    const vienna = { ...munich, street: 'Kärntner Straße', zipCode: '1010', city: 'Wien', country: 'AT' };
    const abroad = await client.priceWithDeliveryDate('SZ-PRINT-AUSLAND-ANFRAGE', { addresses: { privateAddress: vienna }, billingFrequency: '12' });
    expect(abroad.priceResult).toMatchObject({ price: 0, annualPrice: 0, noResultAbroad: true });
    const home = await client.priceWithDeliveryDate('SZ-PRINT-AUSLAND-ANFRAGE', { addresses: { privateAddress: munich }, billingFrequency: '12' });
    expect(home.priceResult).toMatchObject({ price: 39.9, noResultAbroad: false });
    const order = { salesCampaignId: 'SZ-PRINT-AUSLAND-ANFRAGE', paymentUniqueId: 'PUnoResultAbroad0001', paymentMethodKey: '7' as const, purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber', billingFrequency: '12' } };
    const refused = await failure(client.createOrder({ ...order, addresses: { privateAddress: vienna } }));
    expect(refused).toMatchObject({ status: 400, body: { error: 'ORDER_INVALID' } });
    expect(JSON.stringify(refused.body)).toContain('reader service');
    await expect(client.createOrder({ ...order, paymentUniqueId: 'PUnoResultAbroad0002', addresses: { privateAddress: munich } })).resolves.toHaveProperty('orderNumbers');
  });

  it('adds postage abroad and gives a magazine release calendar', async () => {
    const abroad = await szClient('SZ-PRINT-AUSLAND');
    const austria = await abroad.priceWithDeliveryDate('SZ-PRINT-AUSLAND', { addresses: { privateAddress: { ...munich, country: 'AT' } }, billingFrequency: '12' });
    expect(austria.priceResult.price).toBeGreaterThan(39.9);
    const magazine = sandbox.client({ tenant: 'lz', token: await sandbox.token('lz', 'LZ-MAGAZIN-WOCHENENDE') });
    const dates = await magazine.priceWithDeliveryDate('LZ-MAGAZIN-WOCHENENDE', { addresses: { privateAddress: munich } });
    expect(dates.releaseCalendar?.length).toBeGreaterThan(5);
    expect(dates.releaseCalendar).toContain(dates.deliveryDateInfo.earliestDate);
  });

  it('refuses a billing frequency outside the group and a start date on an invalid day', async () => {
    const client = await szClient('SZ-DIGITAL-STANDARD');
    const frequency = await failure(client.priceWithDeliveryDate('SZ-DIGITAL-STANDARD', { addresses: {}, billingFrequency: '04' }));
    expect(frequency).toMatchObject({ status: 400 });
    const print = await szClient();
    const info = await print.priceWithDeliveryDate('SZ-PRINT-STANDARD', { addresses: { privateAddress: munich } });
    const sunday = info.deliveryDateInfo.invalidDates![0]!;
    expect((await failure(print.priceForDate('SZ-PRINT-STANDARD', { addresses: {}, startDate: sunday }))).status).toBe(400);
    const ok = await print.priceForDate('SZ-PRINT-STANDARD', { addresses: { privateAddress: munich }, startDate: info.deliveryDateInfo.earliestDate, billingFrequency: '04' });
    expect(ok.price).toBeCloseTo(39.9 * 3 * 0.99, 2);
  });
});

describe('countries, payment methods, billing frequencies, configuration', () => {
  it('answers per campaign and country', async () => {
    const client = await szClient('SZ-PRINT-AUSLAND');
    expect(await client.countries('SZ-PRINT-AUSLAND')).toMatchObject({ DE: 'Deutschland', AT: 'Österreich' });
    expect(await client.paymentMethods('SZ-PRINT-AUSLAND', 'DE')).toEqual(['Q', 'P', '7', 'Y']);
    expect(await client.paymentMethods('SZ-PRINT-AUSLAND', 'AT')).toEqual(['Q', 'P']);
    expect(await client.paymentMethods('SZ-PRINT-AUSLAND', 'US')).toEqual([]);
    const billing = await client.billingFrequencies('SZ-PRINT-STANDARD', '7');
    expect(billing.map((entry) => entry.code)).toEqual(['01', '02', '04', '12']);
    expect(billing[0]).toMatchObject({ name: 'jährlich', discountDomestic: 5 });
    expect(await client.billingFrequencies('SZ-DIGITAL-GRATIS', '7')).toEqual([]);
    expect((await client.configuration()).urls.loginUrl).toBe('/sandbox/login');
    // Another tenant's campaign: the sz token is not valid for it (bound to SZ-PRINT-AUSLAND).
    expect((await failure(client.countries('STZ-PRINT-STANDARD'))).status).toBe(403);
  });
});

describe('IBAN check', () => {
  it('gives bank name for a valid IBAN and flags a wrong one', async () => {
    const client = await szClient();
    expect(await client.checkIbanSwift({ iban: 'DE89370400440532013000' })).toMatchObject({ checkFailed: false, ibanError: false, bankName: 'Commerzbank Köln' });
    expect(await client.checkIbanSwift({ iban: 'DE88370400440532013000' })).toMatchObject({ ibanError: true });
    const failed = await client.checkIbanSwift({ iban: 'DE89370400440532013000', swift: 'X' });
    expect(failed.checkFailed).toBe(true);
  });
});

describe('student upload', () => {
  const pdf = (size = 100) => new Blob([new Uint8Array([...Buffer.from('%PDF-1.4\n'), ...new Uint8Array(size)])], { type: 'application/pdf' });

  it('stores a valid certificate and answers its id', async () => {
    const client = sandbox.client({ tenant: 'stn', token: await sandbox.token('stn', 'STN-DIGITAL-STUDENT') });
    const outcome = await uploadEnrollmentCertificate(client, pdf(), 'bescheinigung.pdf');
    expect(outcome.httpStatus).toBe(200);
    expect(outcome.response).toMatchObject({ message: 'SUCCESS', status: 200 });
    expect(outcome.response?.id).toMatch(/^[\w-]{16,}\.pdf$/);
    expect(outcome.response?.id).not.toContain('bescheinigung');
    const served = await sandbox.fetch(`/sandbox/uploads/${outcome.response?.id}`);
    expect(served.status).toBe(404);
  });

  it.each([
    [pdf(600 * 1024), 'bescheinigung.pdf', 413, 'ERROR_SIZE_EXCEEDED'],
    [pdf(510 * 1024), 'bescheinigung.pdf', 413, 'ERROR_SIZE_EXCEEDED'],
    [pdf(), 'a.pd', 400, 'ERROR_INVALID_FILE_NAME'],
    [pdf(), 'bescheinigung.exe', 400, 'ERROR_INVALID_SUFFIX'],
    [pdf(), 'bescheinigung.png', 400, 'ERROR_INVALID_FILE_TYPE'],
    [new Blob([]), 'bescheinigung.pdf', 400, 'ERROR_NO_FILE_CONTENT'],
  ])('refuses upload case %#', async (file, name, status, message) => {
    const client = sandbox.client({ tenant: 'stn', token: await sandbox.token('stn', 'STN-DIGITAL-STUDENT') });
    const outcome = await uploadEnrollmentCertificate(client, file, name);
    expect(outcome.httpStatus).toBe(status);
    expect(outcome.response?.message).toBe(message);
  });
});

describe('order/create', () => {
  const sepa = { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber', billingFrequency: '12' };
  const order = (overrides: Partial<OrderRequest> = {}): OrderRequest => ({
    salesCampaignId: 'SZ-PRINT-STANDARD', paymentUniqueId: `PU${Math.random().toString(36).slice(2, 20)}`,
    paymentMethodKey: '7', purchaserPaymentData: sepa, addresses: { privateAddress: munich }, ...overrides,
  });

  it('stores the order with the server-computed price and answers order numbers', async () => {
    const client = await szClient();
    const request = order();
    const created = await client.createOrder(request);
    expect(created.orderNumbers[0]).toMatch(/^SZ-\d+$/);
    expect(created).toMatchObject({ lastName: 'Huber', temporary: true, registrationPossible: true });
    const stored = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: Array<{ paymentUniqueId: string; price: number }> };
    expect(stored.orders.find((entry) => entry.paymentUniqueId === request.paymentUniqueId)?.price).toBe(39.9);
  });

  it('never creates a second order for the same paymentUniqueId', async () => {
    const client = await szClient();
    const request = order();
    const first = await client.createOrder(request);
    const second = await client.createOrder(request);
    expect(second).toEqual(first);
    const stored = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: Array<{ paymentUniqueId: string }> };
    expect(stored.orders.filter((entry) => entry.paymentUniqueId === request.paymentUniqueId)).toHaveLength(1);
    const digital = await szClient('SZ-DIGITAL-STANDARD');
    const other = await failure(digital.createOrder({ ...request, salesCampaignId: 'SZ-DIGITAL-STANDARD' }));
    expect(other.status).toBe(409);
  });

  it('refuses orders that break the campaign rules with the failing fields', async () => {
    const client = await szClient();
    const noMethod = await failure(client.createOrder(order({ paymentMethodKey: null })));
    expect(noMethod).toMatchObject({ status: 400, body: { error: 'ORDER_INVALID' } });
    const noIban = await failure(client.createOrder(order({ purchaserPaymentData: { paymentMethod: 'sepa' } })));
    expect(JSON.stringify(noIban.body)).toContain('purchaserPaymentData.iban');
    const noAddress = await failure(client.createOrder(order({ addresses: { privateAddress: { lastName: 'Huber' } } })));
    expect(JSON.stringify(noAddress.body)).toContain('full postal address');
    const price = await sandbox.fetch('/api/order-service/v1/order/create', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'osc-tenant': 'sz', token: JSON.stringify(await sandbox.token('sz', 'SZ-PRINT-STANDARD')) },
      body: JSON.stringify({ ...order(), price: 0.01 }),
    });
    expect(price.status).toBe(400);
  });

  it('orders a free campaign without address and payment', async () => {
    const client = await szClient('SZ-DIGITAL-GRATIS');
    const created = await client.createOrder({ salesCampaignId: 'SZ-DIGITAL-GRATIS', paymentUniqueId: 'FREE00000000000000001', dummyAddress: true });
    expect(created.orderNumbers).toHaveLength(1);
  });

  it('checks bonuses: fixed ones, count, variants and the Miles & More number', async () => {
    const maz = sandbox.client({ tenant: 'maz', token: await sandbox.token('maz', 'MAZ-PRINT-FIXPRAEMIE') });
    const base = { salesCampaignId: 'MAZ-PRINT-FIXPRAEMIE', addresses: { privateAddress: { ...munich, street: 'Marktstraße', streetNumber: '1', zipCode: '71672', city: 'Marbach am Neckar' } } };
    const missingFixed = await failure(maz.createOrder(order({ ...base, bonusMatNrs: ['MAZ-B-THERMOBECHER'] })));
    expect(JSON.stringify(missingFixed.body)).toContain('MAZ-B-KALENDER');
    await expect(maz.createOrder(order({ ...base, bonusMatNrs: ['MAZ-B-KALENDER', 'MAZ-B-THERMOBECHER'] }))).resolves.toHaveProperty('orderNumbers');

    const ez = sandbox.client({ tenant: 'ez', token: await sandbox.token('ez', 'EZ-PRINT-KOMPLEXPRAEMIE') });
    const ezBase = { salesCampaignId: 'EZ-PRINT-KOMPLEXPRAEMIE', addresses: { privateAddress: { ...munich, street: 'Marktplatz', streetNumber: '1', zipCode: '73728', city: 'Esslingen am Neckar' } } };
    expect((await failure(ez.createOrder(order({ ...ezBase, bonusMatNrs: ['K-EZ-FAHRRADHELM'] })))).status).toBe(400);
    await expect(ez.createOrder(order({ ...ezBase, bonusMatNrs: ['K-EZ-FAHRRADHELM-WM'] }))).resolves.toHaveProperty('orderNumbers');

    const kbb = sandbox.client({ tenant: 'kbb', token: await sandbox.token('kbb', 'KBB-DIGITAL-MILES') });
    const kbbBase = { salesCampaignId: 'KBB-DIGITAL-MILES', bonusMatNrs: ['KBB-B-MILES2000'] };
    expect(JSON.stringify((await failure(kbb.createOrder(order({ ...kbbBase, mmNumber: '992000123456787' })))).body)).toContain('mmNumber');
    await expect(kbb.createOrder(order({ ...kbbBase, mmNumber: '992000123456782' }))).resolves.toHaveProperty('orderNumbers');
  });

  it('refuses a repeated bonus and more bonuses than numberOfBonuses', async () => {
    const cz = sandbox.client({ tenant: 'cz', token: await sandbox.token('cz', 'CZ-PRINT-BARPRAEMIE') });
    // A cash bonus outside lwl also carries its payout account (cashBonusPaymentData).
    const czBase = { salesCampaignId: 'CZ-PRINT-BARPRAEMIE', cashBonusPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Carla Cannstatt', bankCountryCode: 'DE' } };
    const twice = await failure(cz.createOrder(order({ ...czBase, bonusMatNrs: ['CZ-B-BAR50', 'CZ-B-BAR50'] })));
    expect(twice).toMatchObject({ status: 400, body: { error: 'ORDER_INVALID' } });
    expect(JSON.stringify(twice.body)).toContain('CZ-B-BAR50 is chosen more than once');
    await expect(cz.createOrder(order({ ...czBase, bonusMatNrs: ['CZ-B-BAR50'] }))).resolves.toHaveProperty('orderNumbers');

    const kwz = sandbox.client({ tenant: 'kwz', token: await sandbox.token('kwz', 'KWZ-PRINT-PRAEMIE') });
    const kwzBase = { salesCampaignId: 'KWZ-PRINT-PRAEMIE' };
    const tooMany = await failure(kwz.createOrder(order({ ...kwzBase, bonusMatNrs: ['KWZ-B-KOPFHOERER', 'KWZ-B-GUTSCHEIN'] })));
    expect(JSON.stringify(tooMany.body)).toContain('at most 1 bonuses, got 2');

    // Two variants of one configurable bonus are the same bonus twice.
    const ez = sandbox.client({ tenant: 'ez', token: await sandbox.token('ez', 'EZ-PRINT-KOMPLEXPRAEMIE') });
    const ezBase = { salesCampaignId: 'EZ-PRINT-KOMPLEXPRAEMIE', addresses: { privateAddress: { ...munich, street: 'Marktplatz', streetNumber: '1', zipCode: '73728', city: 'Esslingen am Neckar' } } };
    const variants = await failure(ez.createOrder(order({ ...ezBase, bonusMatNrs: ['K-EZ-FAHRRADHELM-WM', 'K-EZ-FAHRRADHELM-SL'] })));
    expect(JSON.stringify(variants.body)).toContain('K-EZ-FAHRRADHELM is chosen more than once');
  });

  it('needs the upload for student orders and age data for young adults', async () => {
    const stn = sandbox.client({ tenant: 'stn', token: await sandbox.token('stn', 'STN-DIGITAL-STUDENT') });
    const student = { salesCampaignId: 'STN-DIGITAL-STUDENT' };
    expect(JSON.stringify((await failure(stn.createOrder(order(student)))).body)).toContain('studentEnrollmentCertificateUploadId');
    const upload = await uploadEnrollmentCertificate(stn, new Blob([Buffer.from('%PDF-1.4\nx')]), 'bescheinigung.pdf');
    await expect(stn.createOrder(order({ ...student, studentEnrollmentCertificateUploadId: upload.response!.id! }))).resolves.toHaveProperty('orderNumbers');

    const u27 = await szClient('SZ-DIGITAL-U27');
    const young = { salesCampaignId: 'SZ-DIGITAL-U27', mrz: { line1Field1: 'T220001293', line2Field1: '6408125', line2Field2: '2010315D', line2Field4: '4' } };
    const year = new Date().getFullYear();
    expect((await failure(u27.createOrder(order({ ...young, birthDate: `${year - 40}-01-01` })))).status).toBe(400);
    expect((await failure(u27.createOrder(order({ ...young, birthDate: `${year - 16}-01-01` })))).status).toBe(400);
    await expect(u27.createOrder(order({ ...young, birthDate: `${year - 22}-01-01` }))).resolves.toHaveProperty('orderNumbers');
  });

  it('checks gift, lwl and region orders', async () => {
    const stz = sandbox.client({ tenant: 'stz', token: await sandbox.token('stz', 'STZ-PRINT-GESCHENK') });
    const stuttgart = { ...munich, street: 'Königstraße', streetNumber: '20', zipCode: '70173', city: 'Stuttgart' };
    const gift = { salesCampaignId: 'STZ-PRINT-GESCHENK', addresses: null, recipientAddresses: { privateAddress: stuttgart }, purchaserAddresses: { privateAddress: munich }, loggedInCustomerRole: 'purchaser' as const };
    expect(JSON.stringify((await failure(stz.createOrder(order(gift)))).body)).toContain('timeLimit');
    // A time-limited gift is paid once: it takes no billing frequency and is stored without one.
    const once = { ...sepa, billingFrequency: null };
    expect(JSON.stringify((await failure(stz.createOrder(order({ ...gift, timeLimit: 6 })))).body)).toContain('billingFrequency');
    const limited = order({ ...gift, timeLimit: 6, purchaserPaymentData: once });
    await expect(stz.createOrder(limited)).resolves.toHaveProperty('orderNumbers');
    const stored = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: Array<{ paymentUniqueId: string; price: number; billingFrequency: string | null }> };
    expect(stored.orders.find((entry) => entry.paymentUniqueId === limited.paymentUniqueId)).toMatchObject({ price: 239.4, billingFrequency: null });
    await expect(stz.createOrder(order({ ...gift, timeLimit: 0 }))).resolves.toHaveProperty('orderNumbers');

    const lwlClient = sandbox.client({ tenant: 'stz', token: await sandbox.token('stz', 'STZ-PRINT-LWL') });
    const lwl = { salesCampaignId: 'STZ-PRINT-LWL', addresses: null, purchaserAddresses: { privateAddress: stuttgart }, agentAddresses: { privateAddress: munich }, loggedInCustomerRole: 'agent' as const, bonusMatNrs: ['STZ-B-BAR30'] };
    expect(JSON.stringify((await failure(lwlClient.createOrder(order(lwl)))).body)).toContain('agentPaymentData.iban');
    await expect(lwlClient.createOrder(order({ ...lwl, agentPaymentData: { iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber' } }))).resolves.toHaveProperty('orderNumbers');

    const swb = sandbox.client({ tenant: 'swb', token: await sandbox.token('swb', 'SWB-PRINT-REGION') });
    const rottweil = { ...munich, street: 'Hauptstraße', streetNumber: '5', zipCode: '78628', city: 'Rottweil' };
    const region = { salesCampaignId: 'SWB-PRINT-REGION', addresses: { privateAddress: rottweil } };
    expect(JSON.stringify((await failure(swb.createOrder(order({ ...region, pva: '-' })))).body)).toContain('pva');
    await expect(swb.createOrder(order({ ...region, pva: 'RW' }))).resolves.toHaveProperty('orderNumbers');
  });

  it('needs a login for registration-mandatory campaigns', async () => {
    const visitor = await szClient('SZ-DIGITAL-REGISTRIERUNG');
    const request = order({ salesCampaignId: 'SZ-DIGITAL-REGISTRIERUNG' });
    expect(JSON.stringify((await failure(visitor.createOrder(request))).body)).toContain('registration');
    const cookie = await sandbox.login('max.mustermann@example.de');
    const member = sandbox.client({ cookie, token: await sandbox.token('sz', 'SZ-DIGITAL-REGISTRIERUNG', cookie) });
    const created = await member.createOrder(request);
    expect(created).toMatchObject({ gpNr: '3000000001', temporary: false });
  });
});
