import type { Page } from '@playwright/test';
import { funnelSteps } from '../support/funnelSteps.ts';
import { journey } from '../support/journey.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const frequency = (page: Page, name: string) => page.getByRole('radio', { name, exact: true });
const backButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Zurück' });
const checkPrice = (page: Page, rhythm: string) =>
  page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' }).getByText(`${rhythm} Preis`);

// The digital campaign offers "jährlich" (code 01) and "monatlich" (code 12); neither is preselected.
for (const [chosen, code, rhythm] of [
  ['jährlich', '01', 'Jährlicher'],
  ['monatlich', '12', 'Monatlicher'],
] as const) {
  test(`back from the check page after "${chosen}": the payment page ticks it, the check page prices it and the order carries it`, async ({
    page,
    request,
  }) => {
    await journey.toPayment(page);
    await page.getByRole('radio', { name: 'Rechnung' }).check();
    await frequency(page, chosen).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(checkPrice(page, rhythm)).toBeVisible();

    await backButton(page).click();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await expect(frequency(page, chosen)).toBeChecked();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(2);
    // Continuing without touching the radios orders what the page shows.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(checkPrice(page, rhythm)).toBeVisible();
    await orderSteps.placeOrder(page);
    const order = await sandbox.onlyOrder(request);
    expect(order.billingFrequency).toBe(code);
    expect(order.request.purchaserPaymentData).toMatchObject({ paymentMethod: 'invoice', billingFrequency: code });
  });
}
