import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a new visitor gets no existing-customer hint', async ({ page, request }) => {
  const tenant = await loadTenantPackage('stz');
  await journey.toSuccess(page);
  await expect(page.getByText((await tenant.pageTexts()).success.registrationIncentive)).toBeVisible();
  await expect(page.getByText((await tenant.pageTexts()).success.existingCustomerHint)).toHaveCount(0);
  expect((await sandbox.onlyOrder(request)).request.gpNr ?? null).toBeNull();
});

test('a logged-in customer with a customer number gets the hint that an e-mail follows to merge the data', async ({ page, request }) => {
  const tenant = await loadTenantPackage('sz');
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-STANDARD', '3000000001');
  await orderSteps.orderByInvoice(page);
  await expect(page.getByText((await tenant.pageTexts()).success.existingCustomerHint)).toBeVisible();
  expect(await sandbox.onlyOrder(request)).toMatchObject({ salesCampaignId: 'SZ-DIGITAL-STANDARD', gpNr: '3000000001' });
});

test('a visitor who enters a customer number gets the hint, and the order carries that number', async ({ page, request }) => {
  const tenant = await loadTenantPackage('lkz');
  await funnelSteps.open(page, 'lkz', 'wa=LKZ-PRINT-FIRMA');
  await pluginSteps.fillOrderForm(page, { firstName: 'Lea', lastName: 'Ludwig' }, pluginSteps.addresses.marbach);
  await page.getByLabel('Kundennummer (falls vorhanden)').fill('2000000077');
  await orderSteps.orderByInvoice(page);
  await expect(page.getByText((await tenant.pageTexts()).success.existingCustomerHint)).toBeVisible();
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({ salesCampaignId: 'LKZ-PRINT-FIRMA', gpNr: '2000000077' });
});

test('a digital order says what happens next: the confirmation to the given e-mail, access from its start, the login of the configuration and the app by the tenant\'s name', async ({ page, request }) => {
  const tenant = await loadTenantPackage('stz');
  const configuration = (await (await request.get('/api/customizing-service/v1/configuration', { headers: { 'osc-tenant': 'stz' } })).json()) as { urls: { loginUrl: string } };
  expect(configuration.urls.loginUrl).not.toBe(tenant.urls.loginUrl);
  await journey.toSuccess(page);
  const next = page.getByRole('region', { name: 'So geht es weiter' });
  await expect(next.getByRole('listitem')).toHaveCount(4);
  await expect(next).toContainText('Ihre Bestellbestätigung senden wir per E-Mail an erika@example.de.');
  // Access starts with the stored start date: from now when that is today, else on that day.
  const stored = (await sandbox.onlyOrder(request)).request.validFrom as string;
  const today = await page.evaluate(() => new Date().toLocaleDateString('sv-SE'));
  const product = (await tenant.pageTexts()).success.digitalProduct;
  await expect(next).toContainText(
    stored > today ? `Ihr Zugang zu ${product} wird am ${stored.split('-').reverse().join('.')} freigeschaltet.` : `Ihr Zugang zu ${product} ist ab sofort freigeschaltet.`,
  );
  await expect(next.getByRole('link', { name: 'Zur Anmeldung' })).toHaveAttribute('href', configuration.urls.loginUrl);
  await expect(next).toContainText(`die App „${product}“`);
  await expect(next).not.toContainText('zugestellt');
  await checkAccessibility(page, 'the success page of a digital order');
});

test('a print order says that delivery starts on the start date, which is the stored one, and names no login or app', async ({ page, request }) => {
  await journey.toSuccess(page, { tenant: 'stz', query: 'wa=STZ-PRINT-STANDARD' });
  const stored = (await sandbox.onlyOrder(request)).request.validFrom as string;
  const shown = stored.split('-').reverse().join('.');
  const next = page.getByRole('region', { name: 'So geht es weiter' });
  await expect(next).toContainText('Ihre Bestellbestätigung senden wir per E-Mail an erika@example.de.');
  await expect(next).toContainText(`Ihre Zeitung wird ab dem ${shown} zugestellt.`);
  await expect(next.getByRole('link')).toHaveCount(0);
  await expect(next).not.toContainText(/App|freigeschaltet/);
});
