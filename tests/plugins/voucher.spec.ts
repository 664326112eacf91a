import type { Page } from '@playwright/test';
import { providerSteps } from '../payment/providerSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const munich = { street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München' };
const reduced = '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('an sz reader orders with WILLKOMMEN5: summary, conditions and the stored order agree on the price', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  const summary = page.locator('aside.offer-summary');
  await summary.getByRole('textbox', { name: 'Gutscheincode' }).fill(' willkommen5');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary.locator('.voucher-field__redeemed')).toContainText('Gutscheincode WILLKOMMEN5 eingelöst');
  await expect(summary.getByText(reduced).filter({ visible: true }).first()).toBeVisible();
  await checkAccessibility(page, 'Start with a redeemed code');

  await funnelSteps.fillPerson(page, { firstName: 'Vera', lastName: 'Gutschein', email: 'vera@example.de' });
  await funnelSteps.fillStreetAddress(page, munich);
  await funnelSteps.acceptTermsAndContinue(page);
  // The code survives the step to the payment page.
  await expect(page.locator('aside.offer-summary').locator('.voucher-field__redeemed')).toContainText('Gutscheincode WILLKOMMEN5 eingelöst');
  await orderSteps.payBySepa(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  // The conditions above the order button name the reduced price, its duration and the regular price.
  await expect(page.locator('.page-main').getByText(reduced).filter({ visible: true }).first()).toBeVisible();
  await orderSteps.placeOrder(page);
  await expect(page.getByText('Eingelöster Gutscheincode: WILLKOMMEN5')).toBeVisible();
  // The order redeemed it: the tab forgets the code, so a next order starts without.
  expect(await page.evaluate(() => sessionStorage.getItem('aboflow.voucher.SZ-DIGITAL-STANDARD'))).toBeNull();

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ salesCampaignId: 'SZ-DIGITAL-STANDARD', billingFrequency: '12', price: 4.99 });
  expect(orders[0]!.request).toMatchObject({ voucherCode: 'WILLKOMMEN5' });
  // Tracking names the voucher by its id, never the reader's data.
  const dataLayer = await page.evaluate(() => JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer));
  expect(dataLayer).toMatch(/voucher/);
  expect(dataLayer).not.toMatch(/WILLKOMMEN5|vera@example\.de/);
});

test('unknown and expired codes get their message at the field, announced; a removed code gives the regular price back', async ({ page }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  const summary = page.locator('aside.offer-summary');
  const field = summary.getByRole('textbox', { name: 'Gutscheincode' });
  await field.fill('GIBTSNICHT');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(field).toHaveAccessibleDescription('Diesen Gutscheincode kennen wir nicht.');
  await expect(summary.getByText('Diesen Gutscheincode kennen wir nicht.')).toHaveAttribute('aria-live', 'assertive');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await checkAccessibility(page, 'the code field with its message');
  await field.fill('sommer 2025');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(field).toHaveAccessibleDescription('Dieser Gutscheincode ist abgelaufen.');

  await field.fill('ZEHNPROZENT');
  await summary.getByRole('button', { name: 'Einlösen' }).click();
  await expect(summary.getByText('8,99 € monatlich statt 9,99 € monatlich').filter({ visible: true }).first()).toBeVisible();
  // A reload keeps the code.
  await page.reload();
  await expect(page.locator('aside.offer-summary').locator('.voucher-field__redeemed')).toContainText('Gutscheincode ZEHNPROZENT eingelöst');
  await page.getByRole('button', { name: 'Gutscheincode ZEHNPROZENT entfernen' }).click();
  await expect(page.locator('aside.offer-summary').getByText('9,99 €', { exact: true }).filter({ visible: true }).first()).toBeVisible();
  await expect(page.locator('aside.offer-summary').getByText(/statt/)).toHaveCount(0);
});

test('on a phone the field is behind the disclosure "Gutscheincode eingeben"', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  const disclosure = page.getByRole('button', { name: 'Gutscheincode eingeben' });
  await expect(disclosure).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('textbox', { name: 'Gutscheincode' })).toHaveCount(0);
  await disclosure.click();
  await page.getByRole('textbox', { name: 'Gutscheincode' }).fill('WILLKOMMEN5');
  await page.getByRole('button', { name: 'Einlösen' }).click();
  await expect(page.getByText(reduced).filter({ visible: true }).first()).toBeVisible();
});

// The build's payment page, and Start before the plugin's code is there, hold a block of the field's height in its place
// (summaryExtras, `reservesSpace`): the field then takes its place without moving the column below it.
for (const tenant of ['sz', 'stz', 'swb']) {
  test(`${tenant}: the space kept for the code field is the field's own height, on a phone and on a wide page`, async ({ page }) => {
    for (const viewport of [
      { width: 375, height: 800 },
      { width: 1280, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await funnelSteps.open(page, tenant, `wa=${tenant.toUpperCase()}-DIGITAL-STANDARD`);
      const field = page.locator('aside.offer-summary .voucher-field');
      await expect(field).toBeVisible();
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      const [own, kept] = await field.evaluate((element) => {
        const space = document.createElement('div');
        space.className = 'offer-summary__extra-space';
        element.before(space);
        const heights = [element.getBoundingClientRect().height, space.getBoundingClientRect().height];
        space.remove();
        return heights;
      });
      expect(Math.abs(own! - kept!), `${viewport.width} px wide: field ${own} px, kept ${kept} px`).toBeLessThanOrEqual(1);
    }
  });
}

const roundTrips = [
  {
    provider: 'PayPal',
    methodKey: 'P',
    pay: async (page: Page) => {
      await providerSteps.leaveWith(page, 'PayPal');
      await providerSteps.approvePayPal(page);
    },
  },
  {
    provider: 'card',
    methodKey: 'Q',
    pay: async (page: Page) => {
      await providerSteps.leaveWith(page, 'Kreditkarte');
      await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
    },
  },
] as const;

for (const { provider, methodKey, pay } of roundTrips) {
  test(`the code survives the ${provider} round trip and is ordered with it`, async ({ page, request }) => {
    await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
    const summary = page.locator('aside.offer-summary');
    await summary.getByRole('textbox', { name: 'Gutscheincode' }).fill('WILLKOMMEN5');
    await summary.getByRole('button', { name: 'Einlösen' }).click();
    await expect(summary.locator('.voucher-field__redeemed')).toContainText('Gutscheincode WILLKOMMEN5 eingelöst');
    await funnelSteps.fillPerson(page, { firstName: 'Paul', lastName: 'Pal', email: 'paul@example.de' });
    await funnelSteps.fillStreetAddress(page, munich);
    await funnelSteps.acceptTermsAndContinue(page);
    await pay(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(page.locator('.page-main').getByText(reduced).filter({ visible: true }).first()).toBeVisible();
    await orderSteps.placeOrder(page);
    const [order] = await sandbox.orders(request);
    expect(order).toMatchObject({ paymentMethodKey: methodKey, price: 4.99 });
    expect(order!.request).toMatchObject({ voucherCode: 'WILLKOMMEN5' });
  });
}

test('lz, without the plugin, shows no code field', async ({ page }) => {
  await funnelSteps.open(page, 'lz', 'wa=LZ-DIGITAL-STANDARD');
  await expect(page.getByRole('textbox', { name: 'Vorname' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Gutscheincode' })).toHaveCount(0);
});
