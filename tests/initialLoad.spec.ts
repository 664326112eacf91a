import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('GP_LOCKED: a locked customer lands on the locked page with phone and service hours', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-STANDARD', '3000000002');
  await expect(page).toHaveURL(/\/accountlocked$/);
  await funnelSteps.expectHeading(page, 'Ihr Kundenkonto ist gesperrt');
  await expect(page.getByText(/Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Zurück' })).toHaveCount(0);
});

test('GP_LOCKED: an archived customer lands on the locked page too', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-STANDARD', '3000000003');
  await expect(page).toHaveURL(/\/accountlocked$/);
});

test('ORDER_EXISTS: an existing subscription and a preventing campaign lead to OrderExists', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-SPERRE', '3000000004');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/orderexists$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('FOLLOW_UP_OFFER: the info page; confirming continues the order, which is stored, and no call carries a parameter the spec does not define', async ({ page, request }) => {
  const formDataQueries: URLSearchParams[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/order/initialFormData')) formDataQueries.push(new URL(sent.url()).searchParams);
  });
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-FOLGEANGEBOT', '3000000004');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/FollowUpOffer$/);
  await page.getByRole('button').filter({ hasNotText: /Datenschutz/ }).first().click();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
  await orderSteps.orderByInvoice(page);

  expect(formDataQueries.length).toBeGreaterThan(0);
  for (const query of formDataQueries) expect([...query.keys()]).toEqual(['wa']);
  expect(await sandbox.onlyOrder(request)).toMatchObject({ salesCampaignId: 'SZ-DIGITAL-FOLGEANGEBOT', gpNr: '3000000004' });
});

test('TRIAL_EXPIRED: digital and print wording', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-PROBE', '3000000005');
  await expect(page).toHaveURL(/\/error\/trialexpired$/);
  const digital = await page.getByRole('heading', { level: 1 }).textContent();
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-PROBE');
  await expect(page).toHaveURL(/\/error\/trialexpired$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(digital ?? '');
});

for (const [code, query] of [
  ['NOT_IN_PRODUCT_CATALOG', 'wa=SZ-NICHT-IM-KATALOG'],
  ['NO_OFFER_STORE', 'wa=SZ-OHNE-SHOP'],
  ['NO_CONFIGURATION_FOR_SALES_CAMPAIGN', 'wa=SZ-OHNE-KONFIGURATION'],
  ['INVALID_SALES_CAMPAIGN_ID', 'wa=GIBT-ES-NICHT'],
  ['NO_DATA_FOR_OFFER_ID', 'oid=UNBEKANNT'],
  ['NO_OFFER_STORE_FOR_OFFER_ID', 'oid=SZ-ANGEBOT-OHNE-SHOP'],
] as const) {
  test(`product unavailable: ${code}`, async ({ page }) => {
    await funnelSteps.open(page, 'sz', query);
    await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/productunavailable$/);
    await expect(page.getByRole('link', { name: /Angebote/ })).toBeVisible();
  });
}

test('SUCCESS through an offer id shows the order form', async ({ page }) => {
  await funnelSteps.open(page, 'sz', 'oid=SZ-ANGEBOT-1');
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
});

test('registration mandatory: the overlay covers the page and the browser goes to the login', async ({ page }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-REGISTRIERUNG');
  await expect(page).toHaveURL(/\/sandbox\/login\?/);
  await page.getByLabel(/Kundennummer 3000000001/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
});

test('the login check failing leads to the server error page', async ({ page, request }) => {
  await sandbox.inject(request, { call: 'isLoggedIn', status: 500 });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(page).toHaveURL(/\/error\/server$/);
  await expect(page.getByText(/Serverproblem/)).toBeVisible();
});

test('a malformed form-data answer leads to the server error page', async ({ page, request }) => {
  await sandbox.inject(request, { call: 'initialFormData', malformed: true });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(page).toHaveURL(/\/error\/server$/);
});

test('a logged-in customer with saved SEPA data skips ahead to verification, sees the calculated price, accepts the AGB there and orders with the customer number', async ({ page, request }) => {
  const priceAnswer = page.waitForResponse((response) => response.url().includes('/priceWithDeliveryDate/SZ-PRINT-STANDARD'));
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-PRINT-STANDARD', '3000000006');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/verification$/);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');

  const answer = await priceAnswer;
  expect(answer.request().postDataJSON()).toMatchObject({ addresses: { privateAddress: { country: 'DE', lastName: 'Lastschrift' } } });
  const { priceResult } = (await answer.json()) as { priceResult: { price: number } };
  expect(priceResult.price).toBeGreaterThan(0);
  await expect(page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' }).locator('.price-list')).toContainText(priceResult.price.toFixed(2).replace('.', ','));

  const terms = page.getByLabel(/Allgemeinen Geschäftsbedingungen/);
  await expect(page.getByRole('link', { name: 'AGB und Widerrufsbelehrung lesen' })).toBeVisible();
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page.getByText('Bitte Akzeptieren Sie die AGB')).toBeVisible();
  await expect(terms).toBeFocused();
  await expect(page).toHaveURL(/\/verification$/);
  expect(await sandbox.orders(request)).toHaveLength(0);

  await terms.check();
  await expect(page.getByText('Bitte Akzeptieren Sie die AGB')).toHaveCount(0);
  await orderSteps.placeOrder(page);
  expect(await sandbox.onlyOrder(request)).toMatchObject({
    salesCampaignId: 'SZ-PRINT-STANDARD',
    gpNr: '3000000006',
    paymentMethodKey: '7',
    request: { gpNr: '3000000006', purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000' } },
  });
});

test('a logged-in reader on the digital order page may log out and stays on the campaign, logged out', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-STANDARD', '3000000001');
  await expect(page.getByRole('heading', { level: 2, name: 'Angemeldet' })).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?tenant=sz&wa=SZ-DIGITAL-STANDARD$/);
  await expect(page.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Angemeldet' })).toHaveCount(0);
});

test('the phone check (libphonenumber-js) is not part of the page load: it comes when the reader starts on the form', async ({ page }) => {
  const phoneChunks: string[] = [];
  page.on('request', (request) => {
    if (/lib-phonenumber/.test(request.url())) phoneChunks.push(request.url());
  });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  // The page texts of later pages come after the first paint too; once they are in, the load is over.
  await page.waitForLoadState('networkidle');
  expect(phoneChunks).toEqual([]);
  const loaded = page.waitForRequest(/lib-phonenumber/);
  await page.getByLabel('Vorname').focus();
  await loaded;
});

test("the later pages' texts are not part of Start's load: they come once the reader takes up the form", async ({ page }) => {
  const textChunks: string[] = [];
  page.on('request', (request) => {
    if (/later-page-texts/.test(request.url())) textChunks.push(request.url());
  });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(2_500);
  expect(textChunks).toEqual([]);
  const loaded = page.waitForRequest(/later-page-texts/);
  await page.getByLabel('Vorname').focus();
  await loaded;
});

test('the initial load\'s calls start while the HTML is parsed, before the app starts, and are made once', async ({ page }) => {
  const formDataCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/order/initialFormData')) formDataCalls.push(request.url());
  });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  const timing = await page.evaluate(() => ({
    mount: performance.getEntriesByName('aboflow:mount')[0]?.startTime ?? Number.NaN,
    formData: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/order/initialFormData'))?.startTime ?? Number.NaN,
    isLoggedIn: performance.getEntriesByType('resource').find((entry) => entry.name.includes('/api/isLoggedIn/'))?.startTime ?? Number.NaN,
  }));
  expect(timing.formData).toBeLessThan(timing.mount);
  expect(timing.isLoggedIn).toBeLessThan(timing.mount);
  expect(formDataCalls).toHaveLength(1);
});
