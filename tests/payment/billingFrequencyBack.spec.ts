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

// The digital campaign offers "jährlich" (code 01) and "monatlich" (code 12); neither is preselected. Back from the
// check page undoes the frequency (funnel.md section 2) in what is stored and in what the payment page shows alike.
for (const [chosen, code, rhythm, other, otherCode, otherRhythm] of [
  ['jährlich', '01', 'Jährlicher', 'monatlich', '12', 'Monatlicher'],
  ['monatlich', '12', 'Monatlicher', 'jährlich', '01', 'Jährlicher'],
] as const) {
  test(`back from the check page after "${chosen}": no frequency is ticked or stored until the reader chooses again, and the order carries the new choice`, async ({
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
    await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeChecked();
    await expect(frequency(page, chosen)).not.toBeChecked();
    await expect(frequency(page, other)).not.toBeChecked();
    // Continuing without a frequency asks for one, as on the first visit.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page.getByText('Bitte wählen Sie eine Zahlungsweise.').first()).toBeVisible();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');

    await frequency(page, other).check();
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(checkPrice(page, otherRhythm)).toBeVisible();
    await orderSteps.placeOrder(page);
    const order = await sandbox.onlyOrder(request);
    expect(order.billingFrequency).toBe(otherCode);
    expect(order.request.purchaserPaymentData).toMatchObject({ paymentMethod: 'invoice', billingFrequency: otherCode });
    expect(code).not.toBe(otherCode);
  });
}
