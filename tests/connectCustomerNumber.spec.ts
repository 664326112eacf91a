import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { stuttgart } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

const campaign = '/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD';
const success = 'Vielen Dank! Ihre Kundennummer ist jetzt mit Ihrem Benutzerkonto verknüpft.';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

function connectForm(page: Page) {
  return page.getByRole('form', { name: 'Kundennummer verknüpfen' });
}

async function openConnectBlock(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sind Sie bereits Abonnentin oder Abonnent?' }).click();
  await expect(connectForm(page)).toBeVisible();
}

async function fillConnectForm(page: Page, gpNr: string, name: string): Promise<void> {
  await connectForm(page).getByRole('textbox', { name: 'Kundennummer' }).fill(gpNr);
  await connectForm(page).getByRole('textbox', { name: 'Nachname' }).fill(name);
  await connectForm(page).getByRole('checkbox').check();
}

async function loginAsAnna(page: Page): Promise<void> {
  await page.getByLabel(/Anna Neukunde/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
}

/** Orders the standard digital campaign from the order form by invoice and answers the stored order. */
async function orderAndReadBack(page: Page, request: Parameters<typeof sandbox.orders>[0]) {
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await orderSteps.orderByInvoice(page);
  return sandbox.onlyOrder(request);
}

test('after WRONG_GP_NUMBER the connect form comes back with the typed pair marked invalid until it is corrected', async ({ page, request }) => {
  await page.goto(`/sandbox/login?redirect=${encodeURIComponent(campaign)}`);
  await loginAsAnna(page);
  await openConnectBlock(page);
  await fillConnectForm(page, '3000000101', 'Meier');
  await connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click();

  // The page reloads after every result; the block is open again with what was typed.
  const gpNr = connectForm(page).getByRole('textbox', { name: 'Kundennummer' });
  await expect(gpNr).toHaveValue('3000000101');
  await expect(connectForm(page).getByRole('textbox', { name: 'Nachname' })).toHaveValue('Meier');
  await expect(gpNr).toHaveAttribute('aria-invalid', 'true');
  await expect(connectForm(page).locator('.field__error')).toHaveText(['Keine gültigen Daten']);
  await checkAccessibility(page, 'the connect form after WRONG_GP_NUMBER');

  // The same pair is not sent again; the corrected one is.
  const sent: string[] = [];
  page.on('request', (candidate) => {
    if (candidate.url().endsWith('/connectUser')) sent.push(candidate.postData() ?? '');
  });
  await connectForm(page).getByRole('checkbox').check();
  await connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click();
  await expect(gpNr).toHaveAttribute('aria-invalid', 'true');

  await connectForm(page).getByRole('textbox', { name: 'Nachname' }).fill('Schmidt');
  await expect(gpNr).not.toHaveAttribute('aria-invalid', 'true');
  await connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click();
  await expect(page.getByText(success)).toBeVisible();
  expect(sent).toEqual([JSON.stringify({ gpNr: '3000000101', name: 'Schmidt' })]);
  expect((await orderAndReadBack(page, request)).gpNr).toBe('3000000101');
});

test('a visitor sees the connect block; submitting it goes to the login and back, where the typed pair waits to be sent', async ({ page, request }) => {
  await page.goto(campaign);
  await openConnectBlock(page);
  await fillConnectForm(page, '3000000101', 'Schmidt');
  await connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login/);
  await loginAsAnna(page);

  await expect(connectForm(page).getByRole('textbox', { name: 'Kundennummer' })).toHaveValue('3000000101');
  await expect(connectForm(page).getByRole('textbox', { name: 'Nachname' })).toHaveValue('Schmidt');
  await expect(page.getByText('Sie sind jetzt angemeldet. Bitte bestätigen Sie die AGB und verknüpfen Sie Ihre Kundennummer.')).toBeVisible();
  await connectForm(page).getByRole('checkbox').check();
  await connectForm(page).getByRole('button', { name: 'Kundennummer verknüpfen' }).click();
  await expect(page.getByText(success)).toBeVisible();
  expect((await orderAndReadBack(page, request)).gpNr).toBe('3000000101');
});
