import type { Page, Request } from '@playwright/test';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';
import { displayOfIso, startDateSteps } from './support/startDateSteps.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

/** The server error page of funnel.md section 8: the server-problem text and the link to the tenant's other offers. */
async function expectServerErrorPage(page: Page, tenantKey = 'stz', focusMoved = true): Promise<void> {
  const tenant = await loadTenantPackage(tenantKey);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/);
  await expect(page.getByText(/Serverproblem/)).toBeVisible();
  await expect(page.getByRole('link', { name: tenant.texts.error.otherOffersLink })).toHaveAttribute('href', tenant.otherOffersUrl);
  // The first page of a visit keeps the browser's natural focus; later pages move it to their h1.
  if (focusMoved) await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
}

/** The fallback start date of funnel.md section 4: today plus the tenant's offset, moved off a Sunday, as yyyy-MM-dd. */
function fallbackStartDate(offsetDays: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offsetDays + (new Date(date.getFullYear(), date.getMonth(), date.getDate() + offsetDays).getDay() === 0 ? 1 : 0));
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

test('priceWithDeliveryDate failing on load: the start page shows the campaign price and the fallback start date, and the order goes through', async ({ page, request }) => {
  const tenant = await loadTenantPackage('stz');
  await sandbox.inject(request, { call: 'priceWithDeliveryDate', status: 500, times: 1 });
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  const details = page.getByRole('complementary', { name: 'Ihre Bestelldetails' });
  await expect(details.getByRole('listitem').filter({ hasText: 'monatlich' })).toContainText('39,90 €');
  await expect(details.getByText('Gesamtpreis')).toHaveCount(0);
  const fallback = fallbackStartDate(tenant.flags.earliestStartDateOffsetForPrintInDays);
  await expect(page.locator('#field-startDate-hint')).toContainText(`ab ${displayOfIso(fallback)};`);

  await funnelSteps.fillPerson(page, { firstName: 'Max', lastName: 'Mustermann' });
  await funnelSteps.fillStreetAddress(page, { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' });
  await startDateSteps.fill(page, fallback);
  await orderSteps.orderByInvoice(page);
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({ salesCampaignId: 'STZ-PRINT-STANDARD', validFrom: fallback });
});

test('createOrder failing leads to the server error page, and the retry sends the same paymentUniqueId and stores one order', async ({ page, request, baseURL }) => {
  // The campaign's own URL as sourceUrl: leaving the error page brings the reader back to retry.
  const campaignUrl = `${baseURL}/neubestellung/abo/?tenant=stz&wa=STZ-DIGITAL-STANDARD`;
  await journey.toVerification(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' }, `&sourceUrl=${encodeURIComponent(campaignUrl)}`);
  await sandbox.inject(request, { call: 'createOrder', status: 500, times: 1 });
  const failed = page.waitForRequest((candidate) => candidate.url().endsWith('/order/create'));
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  const firstId = idOf(await failed);
  await expectServerErrorPage(page);
  expect(await sandbox.orders(request)).toHaveLength(0);

  await page.goBack();
  await expect(page).toHaveURL(campaignUrl);
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' });
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  const retried = page.waitForRequest((candidate) => candidate.url().endsWith('/order/create'));
  await orderSteps.placeOrder(page);
  expect(idOf(await retried)).toBe(firstId);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.paymentUniqueId).toBe(firstId);
});

test('createOrder hanging runs into the client time-out and leads to the server error page', async ({ page, request }) => {
  // The client's time-out is 30 s (ky's setTimeout); the page clock skips the wait.
  await page.clock.install();
  await journey.toVerification(page);
  await sandbox.inject(request, { call: 'createOrder', hang: true, times: 1 });
  const sent = page.waitForRequest((candidate) => candidate.url().endsWith('/order/create'));
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await sent;
  // The page's time stops a second after the request left: on a loaded machine the real seconds that pass until the
  // first look would otherwise add to the page clock and run out the client's 30 s before the test skips ahead.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toBeVisible();
  await page.clock.fastForward('00:25');
  await expect(page).toHaveURL(/\/verification$/);
  await page.clock.fastForward('00:06');
  // Time flows again for the error page's own timers (its texts and chunk load under the 120 s time-out).
  await page.clock.resume();
  await expectServerErrorPage(page);
  expect(await sandbox.orders(request)).toHaveLength(0);
});

function idOf(request: Request): string {
  return (request.postDataJSON() as { paymentUniqueId: string }).paymentUniqueId;
}
