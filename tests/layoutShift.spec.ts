import type { Page } from '@playwright/test';
import { frequencyPlaceholder } from './support/frequencyPlaceholder.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

/** One layout shift as the browser reports it, with the path it happened on and what moved. */
interface Shift {
  readonly path: string;
  readonly value: number;
  readonly hadRecentInput: boolean;
  readonly sources: string;
}

/** Per tenant a print campaign and an address in its carrier area whose street has a typo (the address check suggests the right one). */
const cases = [
  { tenant: 'sz', query: 'wa=SZ-PRINT-STANDARD', address: { street: 'Kaufingerstrase', streetNumber: '3', zipCode: '80331', city: 'München' }, suggestion: /Kaufingerstraße/ },
  { tenant: 'swb', query: 'wa=SWB-PRINT-STANDARD', address: { street: 'Königstrase', streetNumber: '5', zipCode: '78628', city: 'Rottweil' }, suggestion: /Königstraße/ },
] as const;

const limit = 0.05;

test.use({ viewport: { width: 375, height: 740 } });

/** The calls whose answers add blocks to the page, answered as slowly as the spec's services (funnel.md §9: 500 ms and more). */
const slowCalls = /\/(order\/checkAddresses|priceWithDeliveryDate\/|priceForDate\/|billingFrequencies|order\/paymentmethods\/)/;
const serviceDelayMs = 700;

test.beforeEach(async ({ page, request }) => {
  await sandbox.reset(request);
  // Later than 500 ms after the reader's click a shift counts (hadRecentInput is false), as with a real back end.
  await page.route(slowCalls, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, serviceDelayMs));
    await route.continue();
  });
  // Every layout shift from the first paint on, with the path the page showed then.
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    (window as unknown as { aboflowShifts: Shift[] }).aboflowShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] })[]) {
        const sources = (entry.sources ?? []).map((source) => (source.node instanceof Element ? `${source.node.tagName.toLowerCase()}.${source.node.className}` : String(source.node?.nodeName))).join(', ');
        shifts.push({ path: window.location.pathname, value: entry.value, hadRecentInput: entry.hadRecentInput, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** The cumulative layout shift on one path (shifts right after the reader's own input excluded), with what moved, for the message. */
async function shiftOn(page: Page, path: string): Promise<{ readonly score: number; readonly shifts: readonly Shift[] }> {
  const all = await page.evaluate(() => (window as unknown as { aboflowShifts: Shift[] }).aboflowShifts);
  const shifts = all.filter((shift) => shift.path === path && !shift.hadRecentInput);
  return { score: shifts.reduce((sum, shift) => sum + shift.value, 0), shifts };
}

async function expectStable(page: Page, path: string, step: string): Promise<void> {
  const { score, shifts } = await shiftOn(page, path);
  expect(score, `${step}: layout shifts ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(limit);
}

for (const { tenant, query, address, suggestion } of cases) {
  test(`${tenant}: no step of an order shifts its layout by more than ${limit} on a phone`, async ({ page, request }) => {
    await funnelSteps.open(page, tenant, query);
    const bar = page.getByRole('complementary', { name: 'Ihre Bestelldetails' }).getByRole('button', { name: /Zeitungs-Abo/ });
    // Ready: the form is there and the summary bar shows the calculated price.
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    await expect(bar).toContainText(/\d+,\d\d € monatlich/);
    await expectStable(page, '/neubestellung/abo/', 'Start, loaded');

    await funnelSteps.fillPerson(page, { firstName: 'Lea', lastName: 'Lage' });
    await funnelSteps.fillStreetAddress(page, address);
    await startDateSteps.fillEarliest(page);
    await funnelSteps.acceptTermsAndContinue(page);
    await expect(page.locator('#address-check-banner')).toBeVisible();
    await page.getByRole('button', { name: suggestion }).first().click();
    await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue(suggestion);
    await expectStable(page, '/neubestellung/abo/', 'Start, with the address check and its suggestion');

    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.getByRole('radio', { name: 'Rechnung' }).check();
    await orderSteps.chooseMonthly(page);
    await expect(bar).toContainText(/\d+,\d\d € monatlich/);
    await expect(page.getByRole('group', { name: /Zahlungsweise|Abrechnung|Zahlungsrhythmus/ }).or(page.getByRole('radiogroup'))).not.toHaveCount(0);
    await expectStable(page, '/neubestellung/abo/payment', 'payment, invoice and monthly chosen');

    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(page.getByRole('button', { name: 'Zahlungspflichtig bestellen' })).toBeVisible();
    await expectStable(page, '/neubestellung/abo/verification', 'verification');

    await orderSteps.placeOrder(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectStable(page, '/neubestellung/abo/success', 'success');
    expect(await sandbox.orders(request)).toHaveLength(1);
  });
}

// Every brand's Start route: logo, fonts, offer summary and form arrive without moving what is already painted.
for (const tenant of tenantKeys) {
  test(`${tenant}: the Start route of the digital offer does not shift its layout by more than ${limit} on a phone`, async ({ page }) => {
    await funnelSteps.open(page, tenant, `wa=${tenant.toUpperCase()}-DIGITAL-STANDARD`);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Ihre Bestelldetails' })).toContainText(/\d+,\d\d €/);
    // Web fonts swap in after the first paint: measured once they are all there.
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await expectStable(page, '/neubestellung/abo/', `${tenant} Start`);
  });
}

test('the IBAN check\'s line under the field is kept from the start: leaving the IBAN moves nothing below it on a phone', async ({ page }) => {
  await journey.toPayment(page);
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('radio', { name: 'monatlich' })).toBeVisible();
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  const owner = page.getByRole('textbox', { name: 'Kontoinhaber' });
  const top = () => owner.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  await iban.fill('DE89370400440532013000');
  const before = await top();
  await iban.blur();
  await expect(page.getByText(/Ihre Bank:/)).toBeVisible();
  expect(await top()).toBe(before);
});

test('every offered method\'s billing frequencies are asked for as the payment page opens: choosing SEPA shows its list at once, with no placeholder that the list then resizes', async ({ page }) => {
  const answered: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/billingFrequencies')) answered.push(new URL(response.url()).pathname);
  });
  await journey.toPayment(page);
  const methods = page.getByRole('group', { name: /^Zahlmethode/ }).getByRole('radio');
  await expect(methods.first()).toBeVisible();
  const offered = await methods.count();
  expect(offered).toBeGreaterThan(1);
  // The answers come 700 ms late here, as from the spec's services; the reader reads the page meanwhile.
  await expect.poll(() => new Set(answered).size).toBe(offered);
  await frequencyPlaceholder.watchNow(page);
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('radio', { name: 'monatlich' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toBeVisible();
  expect(await frequencyPlaceholder.seen(page)).toBe(false);
  expect(answered.length, 'no method is asked for twice').toBe(offered);
});

test('"Zahlungsdaten ändern" on the check page gives the IBAN field the focus where it stays: the billing frequencies known from the first visit are not asked for again', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/billingFrequencies')) asked.push(new URL(sent.url()).pathname);
  });
  await journey.toPayment(page);
  await orderSteps.payBySepa(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const askedBefore = asked.length;

  await page.getByRole('link', { name: 'Zahlungsdaten ändern' }).click();
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  await expect(iban).toBeFocused();
  const top = () => iban.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
  const focusedAt = await top();
  await expect(page.getByRole('radio', { name: 'monatlich', exact: true })).toBeChecked();
  // Longer than the services' delay here: a list still on its way would have come and moved the field by now.
  await page.waitForTimeout(1_000);
  expect(await top()).toBe(focusedAt);
  expect(asked.length, 'no billing frequencies asked for again').toBe(askedBefore);
});
