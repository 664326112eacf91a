import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const screen = '/internal/vouchers';

test('a key user creates a code, with the server’s messages at the fields, and a reader redeems it', async ({ page, request }) => {
  await adminSteps.login(page, 'sz', 'keyuser', screen);
  await expect(page.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Gutscheine von/ }).locator('tbody tr')).toHaveCount(4);
  await page.getByRole('button', { name: 'Gutschein anlegen' }).click();
  const form = page.getByRole('form', { name: 'Neuer Gutschein' });
  await form.getByLabel('Code').fill('WILLKOMMEN5');
  await form.getByLabel('Beschreibung').fill('Herbstaktion');
  await form.getByLabel('Angebote').fill('SZ-DIGITAL-STANDARD');
  await form.getByLabel('Rabattart').selectOption('amount');
  await form.getByLabel('Rabatt', { exact: true }).fill('3');
  await form.getByLabel('Dauer in Monaten').fill('2');
  await form.getByLabel('Einlösbar ab').fill('2025-01-01');
  await form.getByLabel('Einlösbar bis').fill('2099-12-31');
  await form.getByRole('button', { name: 'Gutschein anlegen' }).click();
  await expect(form.getByLabel('Code')).toHaveAccessibleDescription(/Diesen Code gibt es schon\./);
  await checkAccessibility(page, 'the voucher form with a server message');
  await form.getByLabel('Code').fill('herbst3');
  await form.getByRole('button', { name: 'Gutschein anlegen' }).click();
  await expect(page.getByText('Der Gutschein HERBST3 wurde gespeichert.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: 'HERBST3' });
  await expect(row.getByRole('cell').nth(5)).toHaveText('0');

  // A reader redeems the new code.
  const reader = await page.context().newPage();
  await funnelSteps.open(reader, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  const summary = reader.locator('aside.offer-summary');
  await summary.getByRole('textbox', { name: 'Gutscheincode' }).fill('herbst3');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary.getByText('6,99 € monatlich für 2 Monate, danach 9,99 € monatlich').filter({ visible: true }).first()).toBeVisible();
  await reader.close();

  // Deactivating keeps the code in the list (the counts after stored orders: sandbox/admin/vouchers.test.ts).
  await row.getByRole('button', { name: 'HERBST3 deaktivieren' }).click();
  await expect(row.getByRole('cell').nth(6)).toHaveText('inaktiv');
  expect((await sandbox.orders(request)).length).toBe(0);
});

test('a user (Benutzer) sees the codes and their redemptions, but no way to change them', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'benutzer', screen);
  await expect(page.getByRole('table', { name: /^Gutscheine von/ })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'NUREINMAL' })).toContainText('0 von 1');
  await expect(page.getByRole('button', { name: 'Gutschein anlegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /bearbeiten|deaktivieren|löschen/ })).toHaveCount(0);
  await checkAccessibility(page, 'the voucher list for a user');
});
