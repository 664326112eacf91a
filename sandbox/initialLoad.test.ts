import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

describe('initialFormData for visitors', () => {
  it('answers SUCCESS with the campaign, a signed token and the section 3 form data', async () => {
    const answer = await sandbox.client().initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(answer.status).toBe('SUCCESS');
    const data = answer.formData!;
    expect(data.salesCampaign.salesCampaignId).toBe('SZ-DIGITAL-STANDARD');
    expect(data.salesCampaign.printProductType).toBe('D');
    expect(data.token.signature).toMatch(/^[\w-]{20,}$/);
    expect(data.token.content.expirationTimestamp).toBeGreaterThan(Date.now());
    expect(data.paymentMethodKeys).toEqual(['Q', 'P', '7', 'Y']);
    expect(data.countries).toEqual({ DE: 'Deutschland' });
    expect(data.trackingData?.categoryName).toBe('digital');
    expect(data.gpNr).toBeNull();
    expect(data.loggedIn).toBe(false);
    expect(data.startDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('finds a campaign by offer id', async () => {
    const answer = await sandbox.client().initialFormData({ oid: 'SZ-ANGEBOT-1' });
    expect(answer.formData?.salesCampaign.salesCampaignId).toBe('SZ-DIGITAL-ANGEBOT');
    expect(answer.formData?.offerId).toBe('SZ-ANGEBOT-1');
  });

  it.each([
    [{ wa: 'GIBT-ES-NICHT' }, 'INVALID_SALES_CAMPAIGN_ID'],
    [{ wa: 'STZ-DIGITAL-STANDARD' }, 'INVALID_SALES_CAMPAIGN_ID'],
    [{ wa: 'SZ-NICHT-IM-KATALOG' }, 'NOT_IN_PRODUCT_CATALOG'],
    [{ wa: 'SZ-OHNE-SHOP' }, 'NO_OFFER_STORE'],
    [{ wa: 'SZ-OHNE-KONFIGURATION' }, 'NO_CONFIGURATION_FOR_SALES_CAMPAIGN'],
    [{ oid: 'UNBEKANNT' }, 'NO_DATA_FOR_OFFER_ID'],
    [{ oid: 'SZ-ANGEBOT-OHNE-SHOP' }, 'NO_OFFER_STORE_FOR_OFFER_ID'],
  ])('answers FAILURE %j with %s (another tenant\'s campaign included)', async (query, message) => {
    const answer = await sandbox.client({ tenant: 'sz' }).initialFormData(query as { wa: string });
    expect(answer).toEqual({ status: 'FAILURE', message });
  });

  it('serves each tenant only its own campaigns', async () => {
    const answer = await sandbox.client({ tenant: 'stz' }).initialFormData({ wa: 'STZ-DIGITAL-STANDARD' });
    expect(answer.status).toBe('SUCCESS');
  });

  it('refuses a missing or unknown osc-tenant and a call without wa or oid', async () => {
    const noTenant = await sandbox.fetch('/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD');
    expect(noTenant.status).toBe(400);
    const unknown = await sandbox.fetch('/api/order-service/v1/order/initialFormData?wa=SZ-DIGITAL-STANDARD', { headers: { 'osc-tenant': 'xx' } });
    expect(await unknown.json()).toMatchObject({ error: 'UNSUPPORTED_TENANT' });
    const noQuery = await sandbox.fetch('/api/order-service/v1/order/initialFormData', { headers: { 'osc-tenant': 'sz' } });
    expect(noQuery.status).toBe(400);
  });

  it('carries regions, gift limit and bonuses of special campaigns', async () => {
    const region = await sandbox.client({ tenant: 'swb' }).initialFormData({ wa: 'SWB-PRINT-REGION' });
    expect(region.formData?.regionSelectionOptions?.map((option) => option.code)).toContain('RW');
    expect(region.formData?.pva).toBe('EG');
    const gift = await sandbox.client({ tenant: 'stz' }).initialFormData({ wa: 'STZ-PRINT-GESCHENK' });
    expect(gift.formData?.giftTimeLimit).toBe(12);
    const complex = await sandbox.client({ tenant: 'ez' }).initialFormData({ wa: 'EZ-PRINT-KOMPLEXPRAEMIE' });
    const helmet = complex.formData?.salesCampaign.bonuses?.find((entry) => entry.bonus.materialNumber.startsWith('K'));
    expect(helmet?.bonus.variants).toHaveLength(3);
    expect(helmet?.bonus.imagePath).toMatch(/^data:image\/svg\+xml,/);
    const free = await sandbox.client().initialFormData({ wa: 'SZ-DIGITAL-GRATIS' });
    expect(free.formData).toMatchObject({ orderWithoutAddress: true, paymentMethodKeys: [] });
  });
});

describe('initialFormData for logged-in customers', () => {
  it.each([
    ['greta.gesperrt@example.de', 'SZ-DIGITAL-STANDARD', 'GP_LOCKED'],
    ['anton.archiv@example.de', 'SZ-DIGITAL-STANDARD', 'GP_LOCKED'],
    ['berta.abonnent@example.de', 'SZ-DIGITAL-SPERRE', 'ORDER_EXISTS'],
    ['berta.abonnent@example.de', 'SZ-DIGITAL-FOLGEANGEBOT', 'FOLLOW_UP_OFFER'],
    ['paul.probeleser@example.de', 'SZ-DIGITAL-PROBE', 'TRIAL_EXPIRED'],
    ['paul.probeleser@example.de', 'SZ-PRINT-PROBE', 'TRIAL_EXPIRED'],
    ['paul.probeleser@example.de', 'SZ-DIGITAL-STANDARD', 'SUCCESS'],
    ['berta.abonnent@example.de', 'SZ-DIGITAL-STANDARD', 'SUCCESS'],
  ])('%s on %s answers %s', async (login, wa, status) => {
    const cookie = await sandbox.login(login);
    const answer = await sandbox.client({ cookie }).initialFormData({ wa });
    expect(answer.status).toBe(status);
  });

  it('answers a follow-up offer with the form data a confirmed reader orders with, flagged as existing subscription', async () => {
    const cookie = await sandbox.login('berta.abonnent@example.de');
    const answer = await sandbox.client({ cookie }).initialFormData({ wa: 'SZ-DIGITAL-FOLGEANGEBOT' });
    expect(answer.status).toBe('FOLLOW_UP_OFFER');
    expect(answer.formData).toMatchObject({ existingSubscription: true, salesCampaign: { salesCampaignId: 'SZ-DIGITAL-FOLGEANGEBOT' } });
  });

  it('fills addresses, customer number and saved SEPA data of a customer', async () => {
    const cookie = await sandbox.login('sabine.lastschrift@example.de');
    const data = (await sandbox.client({ cookie }).initialFormData({ wa: 'SZ-PRINT-STANDARD' })).formData!;
    expect(data.gpNr).toBe('3000000006');
    expect(data.addresses.privateAddress).toMatchObject({ lastName: 'Lastschrift', zipCode: '80331', nameEditable: false });
    expect(data.paymentData).toMatchObject({ paymentMethod: 'sepa', iban: 'DE89370400440532013000' });
    expect(data.gotoCheckData).toBe(true);
    expect(data).toMatchObject({ loggedIn: true, email: 'sabine.lastschrift@example.de' });
    expect(data).not.toHaveProperty('nameEditable');
    expect(data).not.toHaveProperty('customerExists');
  });

  it('fills card data, business addresses, sapConnectionFailed and accounts without customer number', async () => {
    const card = await sandbox.client({ cookie: await sandbox.login('klaus.karte@example.de') }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(card.formData?.paymentData).toMatchObject({ paymentMethod: 'card', pseudoCardPan: '9410000000012345' });
    const business = await sandbox.client({ cookie: await sandbox.login('einkauf@medienhaus-beispiel.de') }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(business.formData?.addresses.businessAddress).toMatchObject({ companyName: 'Medienhaus Beispiel GmbH' });
    expect(business.formData?.addresses.privateAddress).toBeNull();
    const down = await sandbox.client({ cookie: await sandbox.login('simon.ausfall@example.de') }).initialFormData({ wa: 'SZ-PRINT-STANDARD' });
    expect(down.formData?.sapConnectionFailed).toBe(true);
    const anna = await sandbox.client({ cookie: await sandbox.login('anna.neukunde@example.de') }).initialFormData({ wa: 'SZ-DIGITAL-STANDARD' });
    expect(anna.formData).toMatchObject({ gpNr: null, loggedIn: true });
    expect(anna.formData?.addresses.privateAddress).toMatchObject({ nameEditable: true });
    expect(anna.formData?.addresses.privateAddress).toMatchObject({ firstName: 'Anna', lastName: 'Neukunde' });
  });

  it('gives the region of a customer in the region campaign', async () => {
    const cookie = await sandbox.login('joerg.schwarzwald@example.de');
    const answer = await sandbox.client({ tenant: 'swb', cookie }).initialFormData({ wa: 'SWB-PRINT-REGION' });
    expect(answer.formData?.pva).toBe('RW');
  });
});
