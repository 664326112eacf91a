import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

// The tests serve the multi-tenant bundle; the region plugin's form section is its own async chunk.
const asyncDir = join(import.meta.dirname, '..', 'dist', '_all', 'static', 'js', 'async');

/**
 * The async chunk that holds the region select: the one with its hint text (its namespace's texts, which the check
 * page's region block carries too) and its form section.
 */
function regionSectionChunk(): string {
  const files = readdirSync(asyncDir).filter((file) => {
    const text = readFileSync(join(asyncDir, file), 'utf8');
    return text.includes('welche Lokalausgabe Sie erhalten') && text.includes('form-section');
  });
  expect(files, 'exactly one chunk holds the region section').toHaveLength(1);
  return files[0]!;
}

const region = (page: Page) => page.getByRole('combobox', { name: 'Region' });
const failure = (page: Page) => page.getByRole('alert').filter({ hasText: 'Dieser Bereich konnte nicht geladen werden.' });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a plugin chunk that does not load shows "Erneut versuchen" in its section, the form still works, and the retry brings the section', async ({
  page,
  request,
}) => {
  const chunk = regionSectionChunk();
  await page.route(`**/static/js/async/${chunk}`, (route) => route.abort('failed'));
  await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-REGION');

  await expect(failure(page)).toBeVisible();
  await expect(region(page)).toHaveCount(0);
  // The rest of the form is there and takes input.
  await pluginSteps.fillOrderForm(page, { firstName: 'Rolf', lastName: 'Rottweiler' }, pluginSteps.addresses.rottweil);
  await checkAccessibility(page, 'the order form with a section that did not load');

  // A required section that is missing blocks the submit; the error summary leads to its retry button.
  await funnelSteps.acceptTermsAndContinue(page);
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });
  await summary.getByRole('link', { name: /Ein Bereich des Formulars konnte nicht geladen werden/ }).click();
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeFocused();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?/);

  await page.unroute(`**/static/js/async/${chunk}`);
  await page.keyboard.press('Enter');
  await expect(region(page)).toHaveValue('EG');
  await expect(failure(page)).toHaveCount(0);
  // Nothing typed was lost while the section was broken.
  await expect(page.getByLabel('Vorname')).toHaveValue('Rolf');

  await region(page).selectOption({ label: 'Rottweil' });
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect((await sandbox.orders(request))[0]!.request).toMatchObject({ salesCampaignId: 'SWB-PRINT-REGION', pva: 'RW' });
});

test('a plugin component that throws shows the message in its section and the rest of the page keeps working', async ({ page }) => {
  const chunk = regionSectionChunk();
  // Test-only fault, unreachable in production: the served chunk's section throws when it renders.
  await page.route(`**/static/js/async/${chunk}`, async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace('"Ihre Lokalausgabe"', '(()=>{throw new Error("Testfehler im Bereich Region")})()');
    expect(body).toContain('Testfehler im Bereich Region');
    await route.fulfill({ response, body });
  });
  await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-REGION');

  await expect(failure(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await funnelSteps.fillPerson(page, { firstName: 'Rolf', lastName: 'Rottweiler' });
  await expect(page.getByLabel('Nachname')).toHaveValue('Rottweiler');
  await expect(page.getByRole('button', { name: 'Erneut versuchen' })).toBeEnabled();
});

test('a submit step whose script does not load leads to the server error page, whose retry returns to Start with everything typed', async ({
  page,
  request,
}) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await expect(page.getByLabel('Vorname')).toBeEditable();
  await page.waitForLoadState('networkidle');
  // From here on no script arrives on Start: the submit steps, which the reader's typing asks for, cannot be downloaded.
  const refused: string[] = [];
  await page.route('**/static/js/async/**', (route) => {
    if (new URL(page.url()).pathname.includes('/error/')) return route.continue();
    refused.push(route.request().url());
    return route.abort('failed');
  });
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);

  await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/);
  await expect(page.getByText(/Serverproblem/)).toBeVisible();
  expect(refused, 'the submit asked for a script').not.toEqual([]);
  await page.unroute('**/static/js/async/**');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue('erika@example.de');
  await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toHaveValue(pluginSteps.addresses.stuttgart.zipCode);

  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payBySepa(page);
  await orderSteps.placeOrder(page);
  expect(await sandbox.orders(request)).toHaveLength(1);
});

test('a page whose script does not load says so under the header with "Erneut versuchen", and the retry brings the page with the order kept', async ({
  page,
}) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.waitForLoadState('networkidle');
  // The payment page's scripts are all that is left to load once the reader leaves Start.
  await page.route('**/static/js/async/**', (route) => route.abort('failed'));
  await funnelSteps.acceptTermsAndContinue(page);

  await expect(page).toHaveURL(/\/neubestellung\/abo\/payment$/);
  await expect(failure(page)).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await checkAccessibility(page, 'a page whose script did not load');

  await page.unroute('**/static/js/async/**');
  await failure(page).getByRole('button', { name: 'Erneut versuchen' }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await orderSteps.payBySepa(page);
  await expect(page.getByText('Frau Erika Mustermann')).toBeVisible();
});
