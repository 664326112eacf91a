import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { pluginTextNeedles } from '../support/pluginTextNeedles.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const pluginsRoot = join(import.meta.dirname, '..', '..', 'plugins');
const featurePluginFolders = readdirSync(pluginsRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
const lahr = { street: 'Marktstraße', streetNumber: '1', zipCode: '77933', city: 'Lahr/Schwarzwald' };

async function expectNoPluginUi(page: Page): Promise<void> {
  await expect(page.getByRole('form', { name: 'Ihre Daten' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Wählen Sie Ihre Prämie/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ihre Prämienauswahl' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Verschenken oder beschenkt werden|Werben oder geworben werden/ })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /Schenkende|Werberin/ })).toHaveCount(0);
  await expect(page.getByRole('group', { name: /Laufzeit des Geschenkabos|Ihre Lokalausgabe|Miles & More|Bankverbindung für Ihre Barprämie/ })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveCount(0);
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('lz enables no feature plugin (only the staff area): its standard campaign shows none of them and loads no feature plugin code', async ({ page, request }) => {
  await funnelSteps.open(page, 'lz', 'wa=LZ-PRINT-STANDARD');
  await expectNoPluginUi(page);
  const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(location.origin) && name.endsWith('.js')));
  expect(scripts.length).toBeGreaterThan(0);
  // A feature plugin's code carries its own words; the build's module graph proves the rest (tests/build/disabledPluginHasNoModule.test.ts).
  const sources = await Promise.all(scripts.map(async (script) => (await request.get(script)).text()));
  const needles = (await Promise.all(featurePluginFolders.map(async (folder) => (await pluginTextNeedles(pluginsRoot, folder)).map((needle) => ({ folder, needle }))))).flat();
  expect(needles.length, 'the feature plugins have words of their own to look for').toBeGreaterThan(0);
  for (const { folder, needle } of needles) expect(sources.some((source) => source.includes(needle)), `${folder}: "${needle}"`).toBe(false);
});

test('plugin flags on a campaign of a tenant without those plugins degrade to the plain order, which reaches the success page', async ({ page, request }) => {
  // The sandbox has no plugin campaign on lz, so lz's campaign is answered with every feature flag set.
  await page.route('**/order/initialFormData**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { formData?: Record<string, unknown> & { salesCampaign?: Record<string, unknown> } };
    if (body.formData?.salesCampaign) {
      Object.assign(body.formData.salesCampaign, { giftSubscription: true, timeLimitSelectable: true, lwl: true, studentSubscription: true, ageLimit: 27 });
      body.formData.regionSelectionOptions = [{ code: 'EG', name: 'Automatisch nach Adresse' }];
    }
    await route.fulfill({ response, json: body });
  });
  await funnelSteps.open(page, 'lz', 'wa=LZ-PRINT-STANDARD');
  await expectNoPluginUi(page);
  await pluginSteps.fillOrderForm(page, { firstName: 'Lena', lastName: 'Lahr' }, lahr);
  await funnelSteps.acceptTermsAndContinue(page);
  // Neither the student upload nor the young-adult form: straight to payment.
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toHaveProperty('addresses');
  for (const field of ['recipientAddresses', 'agentAddresses', 'loggedInCustomerRole', 'timeLimit', 'birthDate', 'mrz', 'pva', 'studentEnrollmentCertificateUploadId', 'bonusMatNrs']) {
    expect(order.request).not.toHaveProperty(field);
  }
});
