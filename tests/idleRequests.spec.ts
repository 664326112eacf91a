import type { Page } from '@playwright/test';
import { funnelSteps } from './support/funnelSteps.ts';
import { infoPagePaths } from './support/infoPagePaths.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { expect, test } from './support/test.ts';

/** How long a page sits untouched while its API requests are counted; the sandbox answers at once in tests. */
const idleMs = 2_000;

/**
 * Counts the API requests a page sends while the reader does nothing. A page that settled sends
 * none: a re-running effect (once the payment page asked for its methods about 95
 * times a second) shows here as a count in the hundreds.
 */
async function apiRequestsWhileIdle(page: Page): Promise<string[]> {
  // Let the requests that belong to arriving on the page finish first (networkidle is not used:
  // an endless flood would never let it resolve, and the test would fail on a time-out, not a count).
  await page.waitForTimeout(1_000);
  const seen: string[] = [];
  const record = (request: { url(): string; method(): string }) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  };
  page.on('request', record);
  await page.waitForTimeout(idleMs);
  page.off('request', record);
  return seen;
}

test.describe('a page the reader leaves alone asks the server for nothing', () => {
  test('Start (order form), PaymentPage, VerificationPage and SuccessPage of a digital order', async ({ page }) => {
    await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
    // The order form's own heading: /./ also matched the login prompt's and the order details' h2 once they were there.
    await funnelSteps.expectStepHeading(page, 'Ihre Daten');
    expect(await apiRequestsWhileIdle(page), 'Start').toEqual([]);

    await journey.toPayment(page);
    await expect(page.getByRole('radio', { name: 'Rechnung' })).toBeVisible();
    expect(await apiRequestsWhileIdle(page), 'PaymentPage').toEqual([]);

    await orderSteps.payByInvoice(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    expect(await apiRequestsWhileIdle(page), 'VerificationPage').toEqual([]);

    await orderSteps.placeOrder(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await apiRequestsWhileIdle(page), 'SuccessPage').toEqual([]);
  });

  test('the payment page of a print order with SEPA chosen', async ({ page }) => {
    await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-PRINT-STANDARD' });
    await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    expect(await apiRequestsWhileIdle(page)).toEqual([]);
  });

  test('the bonus selection on Start', async ({ page }) => {
    await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
    await expect(page.getByRole('button', { name: /^Auswählen: / }).first()).toBeVisible();
    expect(await apiRequestsWhileIdle(page)).toEqual([]);
  });

  for (const path of infoPagePaths) {
    test(`${path}`, async ({ page }) => {
      await page.goto(`${path}?tenant=sz`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await apiRequestsWhileIdle(page)).toEqual([]);
    });
  }
});
