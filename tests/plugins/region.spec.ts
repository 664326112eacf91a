import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const region = (page: Page) => page.getByRole('combobox', { name: 'Region' });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('the region select offers EG, the districts and Austria, presets EG, and the chosen pva reaches the order', async ({ page, request }) => {
  await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-REGION');
  await expect(region(page)).toHaveValue('EG');
  const options = await region(page).locator('option').evaluateAll((elements) => elements.map((element) => (element as HTMLOptionElement).value));
  expect(options).toEqual(['EG', 'RW', 'VS', 'OB', 'FDS', 'AT']);
  await checkAccessibility(page, 'the order form with the region select');

  await region(page).selectOption({ label: 'Rottweil' });
  await pluginSteps.fillOrderForm(page, { firstName: 'Rolf', lastName: 'Rottweiler' }, pluginSteps.addresses.rottweil);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ salesCampaignId: 'SWB-PRINT-REGION', pva: 'RW' });
});

test('without the automatic choice the select starts at "-", which is refused until a region is chosen', async ({ page, request }) => {
  // The back end may send regions without 'EG'; then nothing valid is preset for an address without a known district.
  await page.route('**/order/initialFormData**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { formData?: { regionSelectionOptions?: { code: string }[] } };
    if (body.formData?.regionSelectionOptions) {
      body.formData.regionSelectionOptions = body.formData.regionSelectionOptions.filter((option) => option.code !== 'EG');
    }
    await route.fulfill({ response, json: body });
  });
  await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-REGION');
  await expect(region(page)).toHaveValue('-');
  await pluginSteps.fillOrderForm(page, { firstName: 'Rolf', lastName: 'Rottweiler' }, pluginSteps.addresses.rottweil);
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' })).toContainText('Bitte wählen Sie eine Region aus.');
  await checkAccessibility(page, 'the order form with the region error');

  await region(page).selectOption({ label: 'Villingen-Schwenningen' });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect((await sandbox.orders(request))[0]!.request).toMatchObject({ pva: 'VS' });
});
