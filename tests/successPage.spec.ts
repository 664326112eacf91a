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
