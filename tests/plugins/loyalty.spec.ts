import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const invalid = 'Bitte prüfen Sie Ihre Miles & More Servicekartennummer: Sie besteht nur aus Ziffern, und die Prüfziffer muss stimmen.';
const mmNumber = (page: Page) => page.getByRole('textbox', { name: 'Miles & More Servicekartennummer' });

async function openOrderForm(page: Page): Promise<void> {
  await funnelSteps.open(page, 'kbb', 'wa=KBB-DIGITAL-MILES');
  // The Miles & More bonus is fixed: the cart confirms itself and the order form asks for the card number.
  await expect(mmNumber(page)).toBeVisible();
  await pluginSteps.fillOrderForm(page, { firstName: 'Martin', lastName: 'Meilensammler', email: 'martin@example.de' }, pluginSteps.addresses.stuttgart);
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a wrong check digit is refused; a valid Miles & More number reaches the order with the bonus', async ({ page, request }) => {
  await openOrderForm(page);
  await mmNumber(page).fill('992000123456781');
  // Leaving the field shows its error at once (which moves the fields below it).
  await mmNumber(page).blur();
  await expect(page.getByText(invalid)).toBeVisible();
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' })).toContainText(invalid);
  await checkAccessibility(page, 'the order form with an invalid Miles & More number');

  await mmNumber(page).fill('992000123456782');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ salesCampaignId: 'KBB-DIGITAL-MILES', mmNumber: '992000123456782', bonusMatNrs: ['KBB-B-MILES2000'] });
});

test('the Miles & More number may stay empty, and the order goes through without it', async ({ page, request }) => {
  await openOrderForm(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).not.toHaveProperty('mmNumber');
});

test('a logged-in customer finds the saved Miles & More number prefilled', async ({ page }) => {
  await funnelSteps.loginAs(page, 'kbb', 'wa=KBB-DIGITAL-MILES', '3000000001');
  await expect(mmNumber(page)).toHaveValue('992000123456782');
});
