import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { routePreloadsOf } from '../cli/pluginPreloadRouteChunks.ts';
import { startSandbox } from '../sandbox/startSandbox.ts';
import { holdScripts, watchPage } from './support/heldPage.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { loadTenantPackage, tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

// docs/performance.md, "The Start page in the HTML": each tenant bundle's index.html holds its Start page, which paints
// before any script and which the app hydrates.

test.use({ viewport: { width: 390, height: 844 } });

/** Serves a tenant's own bundle (dist/<key>/) with a sandbox of its own, as `aboflow preview` does. */
async function serveBundle(key: string) {
  return startSandbox({
    port: 0,
    mode: 'test',
    latencyMs: 0,
    secret: 'test',
    faults: [],
    staticDir: join(import.meta.dirname, '..', 'dist', key),
  });
}

/**
 * No hydration mismatch, no recoverable error (React reports either on the console), nothing else but the offline hosts
 * and Chrome's hint that a preloaded chunk waited more than a few seconds after the load event: these tests hold the
 * scripts for as long as their checks of the HTML take, which on a slow machine is longer than that. That each
 * preloaded chunk is fetched once and run is checked below ("the entry scripts run after the first paint; …").
 */
function expectNoHydrationMessage(messages: readonly string[]): void {
  expect(messages.filter((text) => /hydrat|did not match|recoverable/i.test(text))).toEqual([]);
  expect(
    messages.filter((text) => !/Failed to load resource|ERR_NAME_NOT_RESOLVED|was preloaded using link preload but not used within a few seconds/.test(text)),
  ).toEqual([]);
}

/** Where the header, its logo and the progress bar are on the page. */
function frameBoxes(page: Page) {
  return page.evaluate(() =>
    ['header', '.header__logo img', '.progress'].map((selector) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return { selector, x: box.x, y: box.y, width: box.width, height: box.height };
    }),
  );
}

for (const key of tenantKeys) {
  test(`${key}: the Start page paints from the HTML in the tenant's theme, and the app takes over that markup without a mismatch or a shift`, async ({
    page,
  }) => {
    const tenant = await loadTenantPackage(key);
    const served = await serveBundle(key);
    try {
      const { messages, layoutShift } = await watchPage(page);
      const scripts = await holdScripts(page);
      await page.goto(`${served.url}/neubestellung/abo/?wa=${key.toUpperCase()}-DIGITAL-STANDARD`, { waitUntil: 'commit' });

      // Before any script: the tenant's header and logo, the progress bar at "Ihre Daten", the page's skeleton, the footer.
      const logo = page.locator('.header__logo img');
      await expect(logo).toBeVisible();
      await expect(logo).toHaveAttribute('alt', tenant.header.logoAltDigital);
      await expect(page.getByRole('navigation', { name: 'Bestellfortschritt' }).locator('[aria-current="step"]')).toContainText(
        'Ihre Daten',
      );
      await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Impressum' })).toHaveAttribute('href', tenant.legal.imprintUrl);
      // Painted in the tenant's theme: its tokens come with the stylesheet, before the app applies them. The page is read
      // once it has painted, since the parsed HTML can be on the page while the render-blocking stylesheet is still loading.
      await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
      const primary = (tenant.brand?.colors?.primary ?? tenant.theme.tokens.colors.primary).toLowerCase();
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim().toLowerCase()),
      ).toBe(primary);
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toBe(
        await page.evaluate((stack) => {
          const probe = document.createElement('span');
          probe.style.fontFamily = stack;
          return probe.style.fontFamily;
        }, tenant.theme.tokens.fonts.body),
      );
      expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(tenant.theme.name);
      const before = await frameBoxes(page);
      await page.evaluate(() => {
        (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader = document.querySelector('header');
      });

      scripts.release();
      await expect(page.getByLabel('Vorname')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Hydrated, not painted anew: the header React now owns is the element the HTML made.
      expect(
        await page.evaluate(
          () => document.querySelector('header') === (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader,
        ),
      ).toBe(true);
      expect(await frameBoxes(page)).toEqual(before);
      expect(await layoutShift()).toBeLessThanOrEqual(0.02);
      expectNoHydrationMessage(messages);
    } finally {
      await served?.close();
    }
  });
}

test('the payment page, which the same index.html answers, paints its own frame from it, not the Start page', async ({ page }) => {
  const served = await serveBundle('sz');
  try {
    const scripts = await holdScripts(page);
    await page.goto(`${served.url}/neubestellung/abo/payment`, { waitUntil: 'commit' });
    // Parsed to the end, the guard after #root has run; the scripts are still held.
    await page.waitForFunction(() => document.readyState !== 'loading');
    await expect(page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bestellfortschritt' }).locator('[aria-current="step"]')).toContainText('Zahlung');
    await expect(page.getByText('Angebot wird geladen')).toHaveCount(0);
    scripts.release();
    // Opened without an order or an offer, the app renders its own answer: the offer is not available.
    await expect(page.getByRole('heading', { level: 1, name: 'Dieses Angebot ist nicht verfügbar' })).toBeVisible();
  } finally {
    await served.close();
  }
});

// docs/performance.md, "The payment page in the HTML": a reader who reloads the payment page, or comes back to it from a
// payment provider, sees its frame before any script runs; the restored page then takes its place without a jump.
const paymentFrameCases = [
  { key: 'sz', width: 390 },
  { key: 'sz', width: 1280 },
  { key: 'kwz', width: 390 },
  { key: 'swb', width: 390 },
] as const;
for (const { key, width } of paymentFrameCases) {
  test(`${key} at ${width} px: a reloaded payment page paints its frame from the HTML, and the restored page takes its place where it stands`, async ({
    browser,
  }) => {
    const served = await serveBundle(key);
    const context = await browser.newContext({
      baseURL: served.url,
      viewport: { width, height: 844 },
      locale: 'de-DE',
      reducedMotion: 'reduce',
    });
    try {
      const page = await context.newPage();
      await journey.toPayment(page, { tenant: key, query: `wa=${key.toUpperCase()}-DIGITAL-STANDARD` });
      const { messages, layoutShift } = await watchPage(page);
      const scripts = await holdScripts(page);
      await page.reload({ waitUntil: 'commit' });
      await page.waitForFunction(() => document.readyState !== 'loading');

      // Before any script: the page's heading and intro, the progress bar at "Zahlung", skeletons for the rest.
      const heading = page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' });
      await expect(heading).toBeVisible();
      await expect(page.getByText('Wählen Sie, wie Sie Ihr Abonnement bezahlen möchten.')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Bestellfortschritt' }).locator('[aria-current="step"]')).toContainText('Zahlung');
      await expect(page.getByRole('radio')).toHaveCount(0);
      const boxes = () =>
        page.evaluate(() =>
          ['header', '#payment-title', '#payment-title + p'].map((selector) => {
            const box = document.querySelector(selector)!.getBoundingClientRect();
            return { selector, x: box.x, y: box.y, width: box.width, height: box.height };
          }),
        );
      const before = await boxes();
      await page.evaluate(() => {
        const store = window as unknown as { prerenderedHeader: Element | null; prerenderedIntro: Element | null };
        store.prerenderedHeader = document.querySelector('header');
        store.prerenderedIntro = document.querySelector('#payment-title + p');
      });

      scripts.release();
      await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();
      // The intro the HTML painted is the page's own, updated, not a new element: a new one is a new largest paint.
      expect(
        await page.evaluate(
          () =>
            document.querySelector('#payment-title + p') === (window as unknown as { prerenderedIntro: Element | null }).prerenderedIntro,
        ),
      ).toBe(true);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      // Hydrated, not painted anew; the page's heading and intro stand where the frame had them.
      expect(
        await page.evaluate(
          () => document.querySelector('header') === (window as unknown as { prerenderedHeader: Element | null }).prerenderedHeader,
        ),
      ).toBe(true);
      expect(await boxes()).toEqual(before);
      expect(await layoutShift()).toBeLessThanOrEqual(0.02);
      expectNoHydrationMessage(messages);
    } finally {
      await context.close();
      await served.close();
    }
  });
}

// docs/performance.md, "Start's first render": an answer that lands while the order form first renders changes a signal
// that render reads, and React redoes the whole render at once. Price and countries are asked for once it is on the page.
// The order form's code may also arrive after the offer: the page then shows the form's skeleton first, and the calls
// wait for the form itself.
const priceAndCountriesCases = [
  { bundle: 'the tenant bundle (hydrated)', ownServer: true, formCodeLate: false },
  { bundle: 'the tenant bundle (hydrated), its order form’s code arriving after the offer', ownServer: true, formCodeLate: true },
  { bundle: 'the multi-tenant bundle (rendered)', ownServer: false, formCodeLate: false },
] as const;
for (const { bundle, ownServer, formCodeLate } of priceAndCountriesCases) {
  test(`${bundle}: Start asks for the price and the countries once its order form is on the page, each once`, async ({ page }) => {
    const served = ownServer ? await serveBundle('sz') : undefined;
    try {
      if (formCodeLate) {
        // Held until the page's heading, which Start renders with the offer beside the form's place, is there.
        await page.route(/\/static\/js\/async\/start-order-form\.[^/]+\.js$/, async (route) => {
          await page.locator('main h1').waitFor();
          await route.continue();
        });
      }
      await page.addInitScript(() => {
        const store = window as unknown as { aboflowFormAt?: number };
        new MutationObserver(() => {
          if (store.aboflowFormAt === undefined && document.querySelector('form input') !== null) store.aboflowFormAt = performance.now();
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(
        served ? `${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD` : '/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD',
      );
      await expect(page.getByLabel('Vorname')).toBeVisible();
      // The price stands in the order details once its answer is in.
      await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
      // A resource's timing entry comes with its last byte: the countries' answer may still be on its way when the price shows.
      const readTiming = () => page.evaluate(() => {
        const startsOf = (path: string) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => entry.name.includes(path))
            .map((entry) => entry.startTime);
        return {
          formAt: (window as unknown as { aboflowFormAt?: number }).aboflowFormAt ?? Number.NaN,
          price: startsOf('/order-service/v1/priceWithDeliveryDate/'),
          countries: startsOf('/order-service/v1/order/countries/'),
        };
      });
      await expect
        .poll(async () => {
          const { price, countries } = await readTiming();
          return Math.min(price.length, countries.length);
        })
        .toBeGreaterThan(0);
      const timing = await readTiming();
      expect(timing.price).toHaveLength(1);
      expect(timing.countries).toHaveLength(1);
      expect(timing.price[0]).toBeGreaterThanOrEqual(timing.formAt);
      expect(timing.countries[0]).toBeGreaterThanOrEqual(timing.formAt);
    } finally {
      await served?.close();
    }
  });
}

/**
 * When the page first painted, when each entry script and each of the route's preloaded chunks was requested, and
 * when the app began to mount.
 */
/**
 * Waits until the route-preload script has added each of the route's `count` chunk links (one per task) and each
 * download has ended: a resource's timing entry comes with its last byte.
 */
function routeChunksFetched(page: Page, count: number) {
  return page.waitForFunction((expected) => {
    const chunks = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][fetchpriority="low"]:not([data-entry-script])'),
    ];
    return chunks.length === expected && chunks.every((link) => performance.getEntriesByName(link.href).length > 0);
  }, count);
}

function entryScriptTimes(page: Page) {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-entry-script]')];
    const chunks = [
      ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"][fetchpriority="low"]:not([data-entry-script])'),
    ];
    const requestedAt = (link: HTMLLinkElement) => performance.getEntriesByName(link.href)[0]?.startTime ?? Number.NaN;
    return {
      paint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Number.NaN,
      mount: performance.getEntriesByName('aboflow:mount')[0]?.startTime ?? Number.NaN,
      count: links.length,
      requested: links.map(requestedAt),
      chunksRequested: chunks.map(requestedAt),
    };
  });
}

// docs/performance.md, "The entry scripts after the first paint": the HTML paints first, then the entry scripts run.
// Start and every page without a frame of its own download them from the head; the payment page, whose frame the HTML
// paints, downloads them once that frame is painted. The route's chunks are requested after the paint on both.
test('the entry scripts run after the first paint; the payment page requests them only then, every other page from the head; route chunks after the paint', async ({
  browser,
}) => {
  const served = await serveBundle('sz');
  const context = await browser.newContext({ baseURL: served.url, viewport: { width: 390, height: 844 }, locale: 'de-DE' });
  try {
    const page = await context.newPage();
    // Mounted and painted: the paint's entry comes once the frame is on screen, which on the check page (nothing in the HTML
    // to paint) is after the app's first render, so it can still be missing when the app has mounted.
    const mounted = () =>
      page.waitForFunction(
        () => performance.getEntriesByName('aboflow:mount').length > 0 && performance.getEntriesByName('first-paint').length > 0,
      );
    const html = readFileSync(join(import.meta.dirname, '..', 'dist', 'sz', 'index.html'), 'utf8');
    // Every script element the page adds (the chunk loader removes its own once they have run).
    await page.addInitScript(() => {
      const added: string[] = [];
      (window as unknown as { aboflowScripts: string[] }).aboflowScripts = added;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD');
    await mounted();
    await routeChunksFetched(page, routePreloadsOf(html, '/neubestellung/abo/').length);
    const start = await entryScriptTimes(page);
    expect(start.count).toBeGreaterThanOrEqual(2);
    for (const requested of start.requested) expect(requested).toBeLessThan(start.paint);
    expect(start.mount).toBeGreaterThan(start.paint);
    // The route's chunks wait for the paint everywhere the HTML paints a page.
    expect(start.chunksRequested.length).toBeGreaterThan(0);
    for (const requested of start.chunksRequested) expect(requested).toBeGreaterThan(start.paint);
    // Each preloaded chunk is the one the app then runs: downloaded once, its script on the page.
    await expect(page.getByLabel('Vorname')).toBeVisible();
    await expect(page.locator('main').getByText(/€/).first()).toBeVisible();
    const chunks = routePreloadsOf(html, '/neubestellung/abo/');
    const chunkUse = () =>
      page.evaluate(
        (paths) =>
          paths.map((path) => {
            const url = new URL(path, window.location.href).href;
            const run = (window as unknown as { aboflowScripts: string[] }).aboflowScripts.includes(url);
            return `${path}: fetched ${performance.getEntriesByName(url).length}×${run ? ', run' : ''}`;
          }),
        chunks,
      );
    await expect.poll(chunkUse).toEqual(chunks.map((path) => `${path}: fetched 1×, run`));

    await journey.toPayment(page, { tenant: 'sz', query: 'wa=SZ-DIGITAL-STANDARD' });
    await page.reload();
    await mounted();
    await routeChunksFetched(page, routePreloadsOf(html, '/neubestellung/abo/payment').length);
    await expect(page.getByRole('radio', { name: 'PayPal' })).toBeVisible();
    const payment = await entryScriptTimes(page);
    expect(payment.requested).toHaveLength(start.count);
    for (const requested of payment.requested) expect(requested).toBeGreaterThan(payment.paint);
    expect(payment.mount).toBeGreaterThan(payment.paint);
    expect(payment.chunksRequested.length).toBeGreaterThan(0);
    for (const requested of payment.chunksRequested) expect(requested).toBeGreaterThan(payment.paint);

    // The check page has no frame in the HTML (the guard empties #root): nothing to wait for, the head requests them.
    await orderSteps.payByInvoice(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toBeVisible();
    await page.reload();
    await mounted();
    await expect(page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toBeVisible();
    const check = await entryScriptTimes(page);
    expect(check.requested).toHaveLength(start.count);
    for (const requested of check.requested) expect(requested).toBeLessThan(check.paint);
  } finally {
    await context.close();
    await served.close();
  }
});
