import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

const vienna = { street: 'Kärntner Straße', streetNumber: '21', zipCode: '1010', city: 'Wien' };
const munich = { street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('an address abroad without a price online: the price box and the order form say so and how to order by phone, no order is possible; an address in Germany orders at its price', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-AUSLAND-ANFRAGE');
  await pluginSteps.fillOrderForm(page, { firstName: 'Anna', lastName: 'Auslandsleserin' }, vienna);
  await page.getByLabel('Land').selectOption({ label: 'Österreich' });
  await funnelSteps.acceptTermsAndContinue(page);
  // Abroad the paper goes by post; the reader accepts that, then learns that no price exists online.
  await page.getByRole('dialog').getByRole('button', { name: 'Per Post zustellen lassen' }).click();

  const notice = page.locator('#no-price-abroad');
  await expect(notice).toHaveAttribute('role', 'alert');
  await expect(notice).toContainText('Für die Lieferung ins Ausland können wir Ihnen den Preis online nicht nennen.');
  await expect(notice).toContainText('Mo–Fr 07:00–18:00 Uhr, Sa 07:30–12:30 Uhr');
  await expect(notice.getByRole('link', { name: '089 2183-8000' })).toHaveAttribute('href', 'tel:08921838000');
  await expect(notice.getByRole('link', { name: 'Kontaktformular' })).toHaveAttribute('href', 'https://service.sueddeutsche.de/kontakt');
  const priceBox = page.getByRole('region', { name: 'Ihr Preis' });
  await expect(priceBox).toContainText('für die Lieferung ins Ausland online nicht verfügbar');
  await expect(priceBox).not.toContainText('€');
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' })).toHaveCount(0);
  await checkAccessibility(page, 'the order form with no price abroad');

  // Submitting again with the same address changes nothing: the order cannot go on.
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Per Post zustellen lassen' }).click();
  await expect(notice).toBeVisible();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);

  // With an address in Germany the order goes on at the calculated price, and the notice is gone.
  await page.getByLabel('Land').selectOption({ label: 'Deutschland' });
  await funnelSteps.fillStreetAddress(page, munich);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(priceBox).toContainText('39,90 €');
  await expect(priceBox).not.toContainText('Ausland');
  await orderSteps.payByInvoice(page);
  await expect(page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' })).not.toContainText('Ausland');
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ salesCampaignId: 'SZ-PRINT-AUSLAND-ANFRAGE', price: 41.4 });
  expect(orders[0]!.request).toMatchObject({ addresses: { privateAddress: { country: 'DE', city: 'München' } } });
});
