import type { Page } from '@playwright/test';
import { addMonths, format, startOfMonth } from 'date-fns';
import { deliveryDates } from '../sandbox/domain/deliveryDates.ts';
import { providerSteps } from './payment/providerSteps.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

/** The order form's rules, each shown where the reader sees it and, for orders, read back from the sandbox. */

const munich = { street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München' };
const { stuttgart } = pluginSteps.addresses;

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const orderDetails = (page: Page) => page.getByRole('complementary');
const addressBanner = (page: Page) => page.locator('#address-check-banner');

async function earliestStartDate(page: Page): Promise<string> {
  return startDateSteps.earliestIso(page);
}

/** The monthly price row of the side area's price box. */
function monthlyPrice(page: Page, amount: string) {
  return orderDetails(page).getByRole('listitem').filter({ hasText: 'Monatlicher Preis' }).getByText(amount, { exact: true });
}

test('choosing a start date after the announced price change shows and orders that date\'s price (priceForDate)', async ({ page, request }) => {
  // The sandbox seeds the change for the first of the month after next; the first startable day from then on (sz delivers in Bavaria).
  const validFrom = format(addMonths(startOfMonth(new Date()), 2), 'yyyy-MM-dd');
  const invalid = deliveryDates({ today: new Date(), printProductType: 'P', printOffsetDays: 10, state: 'BY' }).invalidDates ?? [];
  let chosen = new Date(`${validFrom}T12:00:00`);
  while (invalid.includes(format(chosen, 'yyyy-MM-dd'))) chosen = new Date(chosen.getTime() + 86_400_000);
  const chosenIso = format(chosen, 'yyyy-MM-dd');

  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-PREISANPASSUNG');
  await expect(monthlyPrice(page, '39,90 €')).toBeVisible();
  await funnelSteps.fillPerson(page, { firstName: 'Petra', lastName: 'Preis' });
  await funnelSteps.fillStreetAddress(page, munich);
  await startDateSteps.fill(page, chosenIso);
  await expect(monthlyPrice(page, '42,90 €')).toBeVisible();
  await expect(orderDetails(page).getByText(`Lieferbeginn: ${format(chosen, 'dd.MM.yyyy')}`)).toBeVisible();

  // Back to the earliest date, the old price again.
  await startDateSteps.fill(page, await earliestStartDate(page));
  await expect(monthlyPrice(page, '39,90 €')).toBeVisible();
  await startDateSteps.fill(page, chosenIso);
  await expect(monthlyPrice(page, '42,90 €')).toBeVisible();

  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  // Invoice adds 1,50 € per bill to the new price.
  await expect(page.getByText('44,40 €', { exact: true }).first()).toBeVisible();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order).toMatchObject({ salesCampaignId: 'SZ-PRINT-PREISANPASSUNG', price: 44.4 });
  expect(order?.request).toMatchObject({ validFrom: chosenIso });
});

test('"full address needed": the address becomes required, its gaps are marked, and the completed second submit orders', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-GRATIS');
  await funnelSteps.fillPerson(page, { firstName: 'Volker', lastName: 'Voll', email: 'volker@example.de' });
  await expect(page.getByLabel('Hausnummer')).not.toHaveAttribute('aria-required', 'true');
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Königstraße');
  await funnelSteps.acceptTermsAndContinue(page);

  await expect(addressBanner(page)).toHaveText('Für dieses Angebot benötigen wir Ihre vollständige Anschrift mit Straße, Hausnummer, PLZ und Ort.');
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });
  await expect(summary.getByRole('link', { name: 'Bitte geben Sie die Hausnummer ein.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: 'Bitte geben Sie die Postleitzahl ein.' })).toHaveCount(1);
  await expect(page.getByLabel('Hausnummer')).toHaveAttribute('aria-required', 'true');
  await expect(page.getByLabel('Hausnummer')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Königstraße');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?/);

  await funnelSteps.fillStreetAddress(page, stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({
    dummyAddress: false,
    addresses: { privateAddress: { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' } },
  });
});

test('without any postal field a campaign orderable without address sends the dummy address (orderWithoutAddressCustomizable)', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-GRATIS');
  await funnelSteps.fillPerson(page, { firstName: 'Dora', lastName: 'Dummy', email: 'dora@example.de' });
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ dummyAddress: true, addresses: { privateAddress: { lastName: 'Dummy' } } });
  expect(order?.request).not.toHaveProperty('addresses.privateAddress.street');
});

test('an address edited after a suggestion is checked again instead of being confirmed unchecked', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await pluginSteps.fillOrderForm(page, { firstName: 'Karl', lastName: 'Korrektur' }, { ...stuttgart, street: 'Königstrase' });
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(addressBanner(page)).toContainText('Zu Ihrer Adresse haben wir Vorschläge gefunden.');
  await expect(page.getByRole('button', { name: /Königstraße/ }).first()).toBeVisible();

  // Instead of choosing, the reader types another misspelt street: it must be checked, not waved through.
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Kirchstrase');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('button', { name: /Kirchstraße/ }).first()).toBeVisible();
  await expect(addressBanner(page)).toContainText('Zu Ihrer Adresse haben wir Vorschläge gefunden.');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?/);

  await page.getByRole('button', { name: /Kirchstraße/ }).first().click();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ addresses: { privateAddress: { street: 'Kirchstraße', zipCode: '70173' } } });
});

test('a Dutch address: letters in the postcode can be typed and the phone is checked as a Dutch number', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-AUSLAND');
  await funnelSteps.fillPerson(page, { firstName: 'Anke', lastName: 'de Vries' });
  await page.getByLabel('Telefon: Vorwahl').fill('010');
  await page.getByLabel('Telefon: Rufnummer').fill('1234567');
  await page.getByLabel('Telefon: Rufnummer').blur();
  // 010 is no German area code.
  await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toBeVisible();
  // The phone fields still take only digits and hyphens.
  await page.getByLabel('Telefon: Vorwahl').pressSequentially('x');
  await expect(page.getByLabel('Telefon: Vorwahl')).toHaveValue('010');

  await page.getByLabel('Land').selectOption({ label: 'Niederlande' });
  await expect(page.getByText('Bitte geben Sie eine gültige Telefonnummer ein.')).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Damrak');
  await page.getByLabel('Hausnummer').fill('1');
  const zipCode = page.getByRole('textbox', { name: 'PLZ', exact: true });
  await zipCode.pressSequentially('1012 LG');
  await expect(zipCode).toHaveValue('1012 LG');
  await page.getByRole('textbox', { name: 'Ort', exact: true }).fill('Amsterdam');
  await startDateSteps.fill(page, await earliestStartDate(page));
  await funnelSteps.acceptTermsAndContinue(page);

  // Abroad the paper comes by post: the sub-title modal offers it.
  await page.getByRole('dialog').getByRole('button', { name: 'Per Post zustellen lassen' }).click();
  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.approvePayPal(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({
    addresses: { privateAddress: { country: 'NL', zipCode: '1012 LG', city: 'Amsterdam', phone: '010-1234567' } },
  });
});

test('names come from the customer\'s Address.nameEditable: read-only and without the private/business choice for an existing customer', async ({ page, request }) => {
  await funnelSteps.open(page, 'lkz', 'wa=LKZ-PRINT-FIRMA');
  await expect(page.getByRole('radio', { name: 'Geschäftskunde' })).toBeVisible();
  await expect(page.getByLabel('Nachname')).toBeEditable();

  await funnelSteps.loginAs(page, 'lkz', 'wa=LKZ-PRINT-FIRMA', '2000000003');
  await expect(page.getByLabel('Nachname')).toHaveValue('Leser');
  await expect(page.getByLabel('Nachname')).not.toBeEditable();
  await expect(page.getByLabel('Vorname')).not.toBeEditable();
  await expect(page.getByRole('radio', { name: 'Geschäftskunde' })).toHaveCount(0);
  await startDateSteps.fill(page, await earliestStartDate(page));
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ addresses: { privateAddress: { firstName: 'Ludwig', lastName: 'Leser', district: '-' } } });
});

test('"Postfach" with an empty box marks the box fields on screen, not the hidden street fields; the box order is stored', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Paula', lastName: 'Postfach' });
  await page.getByRole('radio', { name: 'Postfachadresse' }).check();
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveCount(0);
  await startDateSteps.fill(page, await earliestStartDate(page));
  await funnelSteps.acceptTermsAndContinue(page);

  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });
  await expect(summary.getByRole('link', { name: 'Bitte geben Sie die Postfachnummer ein.' })).toBeVisible();
  await expect(summary.getByRole('link', { name: /Straße|Hausnummer|Bitte geben Sie die Postleitzahl ein\./ })).toHaveCount(0);
  await summary.getByRole('link', { name: 'Bitte geben Sie die Postfachnummer ein.' }).click();
  await expect(page.getByRole('textbox', { name: 'Postfach', exact: true })).toBeFocused();

  await page.getByRole('textbox', { name: 'Postfach', exact: true }).fill('104352');
  await page.getByLabel('PLZ des Postfachs').fill('70038');
  await page.getByLabel('Ort des Postfachs').fill('Stuttgart');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  // A box gets the paper by post: the sub-title modal offers it.
  await page.getByRole('dialog').getByRole('button', { name: 'Per Post zustellen lassen' }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({
    addresses: { privateAddress: { addressType: 'Postfachadresse', postOfficeBox: '104352', postOfficeBoxZipCode: '70038', postOfficeBoxCity: 'Stuttgart' } },
  });
  expect(order?.request).not.toHaveProperty('addresses.privateAddress.street');
});

test('the address banner names missing personal data, then a missing address ("Bitte füllen Sie alle Pflichtfelder aus")', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(addressBanner(page)).toHaveText('Ihre persönlichen Angaben sind unvollständig. Bitte ergänzen Sie Anrede und Namen.');

  await funnelSteps.fillPerson(page, { firstName: 'Berta', lastName: 'Banner' });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(addressBanner(page)).toHaveText('Bitte füllen Sie alle Pflichtfelder aus');
  await expect(page.getByLabel('Vorname')).toHaveValue('Berta');

  await funnelSteps.fillStreetAddress(page, stuttgart);
  await expect(addressBanner(page)).toHaveCount(0);
});

/** Orders stz print for Rottweil, outside stz's carrier area, and expects the sub-title modal with the tenant's headline. */
async function openSubTitleModal(page: Page) {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await pluginSteps.fillOrderForm(page, { firstName: 'Rita', lastName: 'Rottweil' }, pluginSteps.addresses.rottweil);
  await funnelSteps.acceptTermsAndContinue(page);
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Zustellung durch unsere Zusteller nicht möglich' })).toBeVisible();
  return dialog;
}

test('the sub-title modal of a print address outside the carrier area has the tenant\'s headline and keeps the edition with postal delivery', async ({ page, request }) => {
  const dialog = await openSubTitleModal(page);
  await expect(dialog).toContainText('außerhalb unseres Zustellgebiets');
  await expect(dialog.getByRole('link', { name: 'Zur passenden Ausgabe wechseln' })).toBeVisible();
  // Every price call from the reader's acceptance on, including the reload of the payment choice.
  const priceCalls: { mailDelivery?: boolean | null; paymentMethodKey?: string | null }[] = [];
  page.on('request', (priceRequest) => {
    if (priceRequest.url().includes('/priceWithDeliveryDate/')) priceCalls.push(priceRequest.postDataJSON() as (typeof priceCalls)[number]);
  });
  await dialog.getByRole('button', { name: 'Per Post zustellen lassen' }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect(priceCalls.map((body) => body.paymentMethodKey)).toContain('Y');
  expect(priceCalls.map((body) => body.mailDelivery)).toEqual(priceCalls.map(() => true));
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ addresses: { privateAddress: { zipCode: '78628', mailDeliverySelected: true } } });
});

/** Rewrites the address-check answer's sub-title fields, as another service version might send them. */
async function answerSubTitle(page: Page, fields: { subTitleInfoTextParagraphs?: string[]; subTitleOutLink?: string }): Promise<void> {
  await page.route('**/order/checkAddresses', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ status: answer.status(), json: { ...((await answer.json()) as object), ...fields } });
  });
}

test('without paragraphs from the server the sub-title modal shows the tenant\'s fallback text, never a bare "Adresse"', async ({ page }) => {
  await answerSubTitle(page, { subTitleInfoTextParagraphs: [], subTitleOutLink: 'https://www.stuttgarter-zeitung.de/ausgaben' });
  const dialog = await openSubTitleModal(page);
  await expect(dialog).toContainText('Gerne senden wir sie Ihnen stattdessen mit der Post.');
  await expect(dialog.getByRole('heading', { name: 'Adresse', exact: true })).toHaveCount(0);
});

test('a magazine is ordered without the print-only sub-title modal, even when the answer carries its paragraphs', async ({ page, request }) => {
  await answerSubTitle(page, { subTitleInfoTextParagraphs: ['Ihre Adresse liegt außerhalb unseres Zustellgebiets.'] });
  await funnelSteps.open(page, 'stz', 'wa=STZ-MAGAZIN-STANDARD');
  await pluginSteps.fillOrderForm(page, { firstName: 'Mara', lastName: 'Magazin' }, pluginSteps.addresses.rottweil);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order).toMatchObject({ salesCampaignId: 'STZ-MAGAZIN-STANDARD' });
});

test('the country options are the campaign\'s countries call; without its answer the initial list stays and the order goes on', async ({ page, request }) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/order/countries/')) asked.push(new URL(sent.url()).pathname);
  });
  // The campaign no longer delivers to Italy: the countries call says so, while the initial form data still lists it.
  await page.route('**/order/countries/SZ-PRINT-AUSLAND', async (route) => {
    const answer = await route.fetch();
    const { IT: _italy, ...countries } = (await answer.json()) as Record<string, string>;
    await route.fulfill({ status: answer.status(), json: countries });
  });
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-AUSLAND');
  const country = page.getByLabel('Land');
  await expect(country.locator('option', { hasText: 'Niederlande' })).toHaveCount(1);
  await expect(country.locator('option', { hasText: 'Italien' })).toHaveCount(0);
  expect(asked).toEqual(['/api/order-service/v1/order/countries/SZ-PRINT-AUSLAND']);

  await page.unroute('**/order/countries/SZ-PRINT-AUSLAND');
  await sandbox.inject(request, { call: 'countries', status: 500 });
  await page.reload();
  await expect(country.locator('option', { hasText: 'Italien' })).toHaveCount(1);
  await funnelSteps.fillPerson(page, { firstName: 'Lena', lastName: 'Länder' });
  await funnelSteps.fillStreetAddress(page, munich);
  await startDateSteps.fill(page, await earliestStartDate(page));
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ addresses: { privateAddress: { country: 'DE', district: '-' } } });
});
