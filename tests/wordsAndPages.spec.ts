import type { Page } from '@playwright/test';
import { coreTexts } from '../core/i18n/coreTexts.ts';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { infoPagePaths } from './support/infoPagePaths.ts';
import { journey, stuttgart } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage, tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

/** Words on a page that are not keys although they look like one ("GmbH"-style company forms). */
const notKeys = new Set(['mbH']);

/** Every text key a tenant and core know, as a leaked key would show it: `namespace:key` or the bare key. */
async function textKeysOf(tenantKey: string): Promise<string[]> {
  const tenant = await loadTenantPackage(tenantKey);
  const tenantKeysOfTexts = Object.entries({ ...tenant.texts, ...(await tenant.pageTexts()) }).flatMap(([namespace, block]) => Object.keys(block).flatMap((key) => [key, `${namespace}:${key}`]));
  return [...tenantKeysOfTexts, ...Object.keys(coreTexts)];
}

/** Fails when the page's visible text holds a camelCase token, a `namespace:key`, or one of the tenant's text keys as a word. */
async function expectNoRawKeys(page: Page, where: string, keys: readonly string[]): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Wird geladen' })).toHaveCount(0);
  const text = await page.locator('body').innerText();
  const camelCase = [...text.matchAll(/(?<![\w@./-])[a-z]+[A-Z][A-Za-z]*(?![\w@./-])/g)].map((match) => match[0]).filter((word) => !notKeys.has(word));
  const namespaced = [...text.matchAll(/\b[a-z]+:[a-z]+[A-Za-z]*\b/g)].map((match) => match[0]).filter((word) => !/^(https?|tel|mailto):/.test(word));
  const words = new Set(text.split(/[^\p{L}:]+/u));
  const bareKeys = keys.filter((key) => words.has(key));
  expect({ camelCase, namespaced, bareKeys }, `raw keys on ${where}`).toEqual({ camelCase: [], namespaced: [], bareKeys: [] });
}

/** Pages reached by their path alone (as `tests/accessibility.spec.ts` does), and the payment return routes. */
const pathPages = [...infoPagePaths, '/card/agreement/result', '/card/oneoffpay/result', '/paypal/agreement/result'];

for (const tenantKey of ['stz', 'swb']) {
  test(`${tenantKey}: no page of an order shows a raw text key (Start, payment with SEPA, verification, success)`, async ({ page }) => {
    const keys = await textKeysOf(tenantKey);
    const tenant = await loadTenantPackage(tenantKey);
    await journey.toPayment(page, { tenant: tenantKey, query: `wa=${tenantKey.toUpperCase()}-DIGITAL-STANDARD` });
    await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
    await expect(page.getByText(tenant.sepaCreditorId)).toBeVisible();
    await expectNoRawKeys(page, 'the payment page', keys);
    await orderSteps.payBySepa(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expectNoRawKeys(page, 'the verification page', keys);
    await orderSteps.placeOrder(page);
    await expectNoRawKeys(page, 'the success page', keys);

    await funnelSteps.open(page, tenantKey, `wa=${tenantKey.toUpperCase()}-PRINT-STANDARD`);
    await funnelSteps.expectStepHeading(page, 'Ihre Daten');
    await expectNoRawKeys(page, 'the start page', keys);
  });

  // A test of its own, so that the two halves run side by side instead of one long test at the end of the run.
  test(`${tenantKey}: no page reached by its path alone shows a raw text key (info and error pages, payment returns)`, async ({ page }) => {
    const keys = await textKeysOf(tenantKey);
    for (const path of pathPages) {
      await page.goto(`${path}?tenant=${tenantKey}`);
      await expectNoRawKeys(page, path, keys);
    }
  });
}

test('OrderExists shows the Black Forest hint on other local editions, and nothing in its place elsewhere', async ({ page }) => {
  const swb = await loadTenantPackage('swb');
  await page.goto('/neubestellung/abo/orderexists?tenant=swb');
  await expect(page.getByText((await swb.pageTexts()).orderExists.otherEdition)).toBeVisible();
  await page.goto('/neubestellung/abo/orderexists?tenant=stz');
  await funnelSteps.expectHeading(page, 'Sie haben dieses Produkt bereits');
  await expect(page.getByText('otherEdition')).toHaveCount(0);
  await expect(page.getByRole('main').locator('p')).toHaveCount(1);
});

test('Unsupported Tenant: a German page with the spec\'s error name, the neutral look and every paper\'s offers as the way out', async ({ page }) => {
  await page.goto('/neubestellung/abo/?tenant=gibtsnicht');
  await funnelSteps.expectHeading(page, 'Diesen Bestellshop gibt es nicht');
  await expect(page.getByText('Fehlermeldung: Unsupported Tenant')).toBeVisible();
  await expect(page).toHaveTitle(/Unsupported Tenant/);
  await expect(page.locator('html')).not.toHaveAttribute('data-theme', /.+/);
  const offers = page.getByRole('navigation', { name: 'Abo-Angebote unserer Zeitungen' }).getByRole('link');
  await expect(offers).toHaveCount(tenantKeys.length);
  for (const key of ['sz', 'swb']) {
    const tenant = await loadTenantPackage(key);
    await expect(offers.filter({ hasText: tenant.name })).toHaveAttribute('href', tenant.otherOffersUrl);
  }
  await checkAccessibility(page, 'the Unsupported Tenant page');
});

test('error summary links name their field and its message, never "hier"', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await page.getByLabel('Vorname').fill('Erika');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link', { name: 'Nachname: ', exact: false })).toHaveCount(1);
  await expect(summary.getByRole('link', { name: /^PLZ: Bitte geben Sie die Postleitzahl ein\.$/ })).toBeVisible();
  await expect(summary.getByRole('link', { name: /^Anrede: / })).toBeVisible();
  await expect(summary.getByRole('link', { name: /\bhier\b/i })).toHaveCount(0);
  // A consent checkbox's label is a sentence: its message stands alone.
  await expect(summary.getByRole('link', { name: 'Bitte Akzeptieren Sie die AGB', exact: true })).toBeVisible();
  await summary.getByRole('link', { name: /^PLZ: / }).click();
  await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toBeFocused();
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
});

test('the gender-neutral salutation reads "Divers" and is ordered as code 05', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  const salutation = page.getByLabel('Anrede');
  await expect(salutation.locator('option')).toHaveText(['Bitte wählen', 'Herr', 'Frau', 'Divers', 'Firma']);
  await funnelSteps.fillPerson(page, { salutation: 'Divers', firstName: 'Kim', lastName: 'Neutral', email: 'kim@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await orderSteps.orderByInvoice(page);
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({ addresses: { privateAddress: { salutation: '05' } } });
});

test('the sub-title modal keeps Tab and Shift+Tab inside, and Escape goes back to the address', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await pluginSteps.fillOrderForm(page, { firstName: 'Rita', lastName: 'Rottweil' }, pluginSteps.addresses.rottweil);
  await funnelSteps.acceptTermsAndContinue(page);
  const dialog = page.getByRole('dialog', { name: 'Zustellung durch unsere Zusteller nicht möglich' });
  await expect(dialog).toBeVisible();
  const byPost = dialog.getByRole('button', { name: 'Per Post zustellen lassen' });
  const change = dialog.getByRole('link', { name: 'Zur passenden Ausgabe wechseln' });
  const changeAddress = dialog.getByRole('button', { name: 'Adresse ändern' });
  await expect(byPost).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(change).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(changeAddress).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(byPost).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(changeAddress).toBeFocused();
  await expect(changeAddress).toHaveCSS('border-top-style', 'solid');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toBeFocused();
});

test('the browser-back modal keeps focus inside, closes on Escape and gives focus back to the page', async ({ page }) => {
  await journey.toSuccess(page);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await page.goBack();
  const dialog = page.getByRole('dialog', { name: 'Ihre Bestellung ist bereits abgeschlossen' });
  await expect(dialog).toBeVisible();
  const links = dialog.getByRole('link');
  await expect(links).toHaveCount(2);
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(links.first()).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(links.last()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(heading).toBeFocused();
});

/** Tiles and choices hyphenate German words, never break between letters by rule, and no box is wider than its space. */
async function expectTilesFit(page: Page, selector: string): Promise<void> {
  const boxes = page.locator(selector);
  expect(await boxes.count()).toBeGreaterThan(0);
  const problems = await boxes.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const style = getComputedStyle(element);
      const found: string[] = [];
      if (style.hyphens !== 'auto' || style.wordBreak !== 'normal') found.push(`${element.textContent?.slice(0, 30)}: ${style.hyphens}/${style.wordBreak}`);
      if (element.scrollWidth > element.clientWidth + 1) found.push(`${element.textContent?.slice(0, 30)}: overflows ${element.scrollWidth} > ${element.clientWidth}`);
      return found;
    }),
  );
  expect(problems).toEqual([]);
}

/** Words of these elements that run over two lines: none, where every word fits its line (the payment choices). */
async function wordsSplitAcrossLines(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.flatMap((element) => {
      const split: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Text only screen readers get (clipped to 1 px) has no lines to keep.
        if (node.parentElement?.closest('.visually-hidden')) continue;
        for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          if (tops.size > 1) split.push(match[0]);
        }
      }
      return split;
    }),
  );
}

for (const width of [320, 375]) {
  test(`at ${width} px tiles and choices keep German words whole or hyphenated (bonus tiles, payment methods, billing frequencies)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
    await expectTilesFit(page, '.bonus-tile, .bonus-tile h3');
    expect(await wordsSplitAcrossLines(page, '.bonus-tile__label, .bonus-tile .button')).toEqual([]);

    await journey.toPayment(page);
    // click, not check: the choice re-renders the radios while check() would read their state.
    await page.getByRole('radio', { name: 'Rechnung' }).click();
    await expect(page.getByRole('radio', { name: 'monatlich', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await expectTilesFit(page, '.payment-method, .choice');
    expect(await wordsSplitAcrossLines(page, '.choice')).toEqual([]);
  });
}

test('server error: a retry returns to the failed step with everything kept; hotline and service hours are there', async ({ page, request }) => {
  const tenant = await loadTenantPackage('stz');
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await sandbox.inject(request, { call: 'checkAddresses', status: 500, times: 1 });
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(page).toHaveURL(/\/error\/server$/);
  await expect(page.getByRole('link', { name: tenant.contact.phone })).toHaveAttribute('href', `tel:${tenant.contact.phone.replace(/[^\d+]/g, '')}`);
  const { weekdays, saturday } = tenant.contact.serviceHours;
  await expect(page.getByText(`Mo–Fr ${weekdays.from}–${weekdays.to} Uhr, Sa ${saturday.from}–${saturday.to} Uhr`)).toBeVisible();
  await checkAccessibility(page, 'the server error page');

  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/$/);
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  await expect(page.getByRole('textbox', { name: 'PLZ', exact: true })).toHaveValue('70173');
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
});

test('server error on ordering: the retry returns to the check page and the second click stores one order with the same paymentUniqueId', async ({ page, request }) => {
  await journey.toVerification(page);
  await sandbox.inject(request, { call: 'createOrder', status: 500, times: 1 });
  const ids: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/order/create')) ids.push((sent.postDataJSON() as { paymentUniqueId: string }).paymentUniqueId);
  });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/error\/server$/);
  expect(await sandbox.orders(request)).toHaveLength(0);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await orderSteps.placeOrder(page);
  expect(ids).toHaveLength(2);
  expect(ids[1]).toBe(ids[0]);
  expect((await sandbox.onlyOrder(request)).paymentUniqueId).toBe(ids[0]);
});

test('server error on loading the offer: the retry loads the offer again', async ({ page, request }) => {
  await sandbox.inject(request, { call: 'initialFormData', status: 500, times: 1 });
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await expect(page).toHaveURL(/\/error\/server$/);
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await funnelSteps.expectStepHeading(page, 'Ihre Daten');
  await expect(page.getByLabel('Vorname')).toBeEditable();
});

test('payment methods carry their logos, and the SEPA mandate names the creditor id and the mandate reference', async ({ page }) => {
  const tenant = await loadTenantPackage('stz');
  await journey.toPayment(page);
  const methods = page.getByRole('group', { name: /Zahlmethode/ });
  for (const name of ['SEPA-Lastschrift', 'Rechnung', 'Kreditkarte', 'PayPal']) {
    const row = methods.locator('.payment-method').filter({ has: page.getByRole('radio', { name }) });
    await expect(row.locator('svg[aria-hidden="true"]').first(), name).toBeVisible();
  }
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  const mandate = page.getByRole('group', { name: 'SEPA-Lastschriftmandat' });
  await expect(mandate).toContainText((await tenant.pageTexts()).payment.sepaMandate);
  await expect(mandate).toContainText(`Gläubiger-Identifikationsnummer${tenant.sepaCreditorId}`);
  await expect(mandate).toContainText('Mandatsreferenzwird Ihnen gesondert mit der Bestellbestätigung mitgeteilt');
  await checkAccessibility(page, 'the payment page with logos and the SEPA mandate');
});
