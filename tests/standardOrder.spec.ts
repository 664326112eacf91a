import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

const stuttgart = { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a visitor orders a digital subscription and pays by SEPA', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD&wt=NEWSLETTER&ktnr=K123&_ptid=PT9');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payBySepa(page);
  await orderSteps.placeOrder(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ tenant: 'stz', salesCampaignId: 'STZ-DIGITAL-STANDARD', paymentMethodKey: '7' });
  expect(orders[0]!.request).toMatchObject({
    advertisingMedium: 'NEWSLETTER',
    contactNumber: 'K123',
    trackingId: 'PT9',
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000' },
  });
  expect(orders[0]!.paymentUniqueId).toMatch(/^[A-Za-z0-9]{20}$/);
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string; currency?: string }[] }).dataLayer);
  // Prices sent on are whole cents of the price the order was stored with: the annual price if above 0, else the price.
  const stored = orders[0]!;
  const expectedCents = Math.round(((stored.annualPrice ?? 0) > 0 ? stored.annualPrice! : (stored.price ?? 0)) * 100);
  expect(expectedCents).toBeGreaterThan(0);
  expect(dataLayer.find((event) => event.event === 'aboflow.transaction')).toMatchObject({ currency: 'EUR', amountInCent: expectedCents });
});

test('a print order takes a suggested address correction and is paid by invoice', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Max', lastName: 'Mustermann' });
  await funnelSteps.fillStreetAddress(page, { ...stuttgart, street: 'Königstrase' });
  await startDateSteps.fillEarliest(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(page.locator('#address-check-banner')).toBeVisible();
  await page.getByRole('button', { name: /Königstraße/ }).first().click();
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Königstraße');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ addresses: { privateAddress: { street: 'Königstraße', zipCode: '70173' } } });
  expect(orders[0]!.paymentMethodKey).toBe('Y');
});

test('a magazine order reaches the success page', async ({ page, request }) => {
  await funnelSteps.open(page, 'lz', 'wa=LZ-MAGAZIN-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Lena', lastName: 'Lahr' });
  await funnelSteps.fillStreetAddress(page, { street: 'Marktstraße', streetNumber: '1', zipCode: '77933', city: 'Lahr/Schwarzwald' });
  await startDateSteps.fillEarliest(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect(await sandbox.orders(request)).toHaveLength(1);
});

test('a free subscription skips the payment page', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-GRATIS');
  await funnelSteps.fillPerson(page, { firstName: 'Gerda', lastName: 'Gratis', email: 'gerda@example.de' });
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.placeOrder(page);
  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).not.toHaveProperty('purchaserPaymentData.iban');
});

test('the validation messages appear verbatim, in an error summary that takes focus, and nothing typed is lost', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await page.getByLabel('Vorname').fill('E');
  await page.getByLabel('E-Mail-Adresse').fill('keine-mail');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder und füllen Sie die Pflichtfelder aus.' });
  await expect(summary).toBeVisible();
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Bitte Akzeptieren Sie die AGB' })).toBeVisible();
  await expect(page.getByLabel('Vorname')).toHaveValue('E');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('keine-mail');
  await checkAccessibility(page, 'the order form in its error state');
});

test('a double click on "Zahlungspflichtig bestellen" stores one order', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Doppel', lastName: 'Klick', email: 'doppel@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).dblclick();
  await expect(page).toHaveURL(/\/success$/);
  expect(await sandbox.orders(request)).toHaveLength(1);
});

test('axe finds nothing on payment, verification and success pages', async ({ page }) => {
  await funnelSteps.open(page, 'lz', 'wa=LZ-DIGITAL-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Axel', lastName: 'Prüfer', email: 'axel@example.de' });
  await funnelSteps.fillStreetAddress(page, { street: 'Marktstraße', streetNumber: '1', zipCode: '77933', city: 'Lahr/Schwarzwald' });
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await checkAccessibility(page, 'the payment page');
  await orderSteps.payByInvoice(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await checkAccessibility(page, 'the verification page');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/success$/);
  await checkAccessibility(page, 'the success page');
});

test('after the order a visitor registers and lands on /registrationSuccess of the own origin with the order\'s name', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Rena', lastName: 'Registriert', email: 'rena@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  await page.getByRole('button', { name: 'Jetzt registrieren' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?.*screen=register/);
  await page.getByLabel('Vorname').fill('Rena');
  await page.getByLabel('Nachname').fill('Registriert');
  await page.getByLabel('E-Mail-Adresse').fill('rena@example.de');
  await page.getByRole('button', { name: 'Registrieren und anmelden' }).click();
  await expect(page).toHaveURL(/\/registrationSuccess/);
  await funnelSteps.expectHeading(page, 'Ihre Registrierung war erfolgreich');
  await expect(page.getByText('Vielen Dank, Registriert!')).toBeVisible();
});

test('a campaign that leaves withCosts out is not taken for free: the reader pays on the payment page and the order stores the method', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-OHNE-KOSTENANGABE');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await orderSteps.orderByInvoice(page);
  expect(await sandbox.onlyOrder(request)).toMatchObject({ salesCampaignId: 'SZ-DIGITAL-OHNE-KOSTENANGABE', paymentMethodKey: 'Y' });
});
