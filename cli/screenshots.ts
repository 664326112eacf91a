/**
 * `npm run screenshots`: the contact sheet of every tenant × {prerendered, hydrated, offer, form, payment, payment frame,
 * check, success} × {375, 1280 px}.
 *
 * Builds the tenant bundles (dist/<key>/) when one is missing or outdated, serves each with the sandbox in test mode
 * on its own port (SCREENSHOTS_PORT, default 4290), drives the real funnel of each tenant's digital standard campaign
 * in the machine's Chromium (one browser, pages in sequence) and writes screenshots/index.html with the PNGs beside
 * it. The first two shots compare the Start page as its HTML paints it (scripts held back) with the same page once
 * the app has hydrated it (the server's answers held back): they must look the same.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { funnelSteps } from '../tests/support/funnelSteps.ts';
import { stuttgart } from '../tests/support/journey.ts';
import { orderSteps } from '../tests/support/orderSteps.ts';
import { buildBundles } from './buildBundles.ts';
import { createCliContext } from './createCliContext.ts';
import { isBundleStale } from './isBundleStale.ts';
import { listTenantKeys } from './listTenantKeys.ts';
import { loadTenant } from './loadTenant.ts';
import { renderContactSheet, type ContactSheetShot } from './renderContactSheet.ts';
import { startServer } from './startServer.ts';

const steps = ['prerendered', 'hydrated', 'offer', 'form', 'payment', 'payment frame', 'check', 'success'] as const;
const viewports = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

const context = createCliContext(join(import.meta.dirname, '..'));
const outDir = join(context.projectRoot, 'screenshots');
const port = Number(process.env['SCREENSHOTS_PORT'] ?? 4290);

/** Holds back the requests `pattern` matches until the returned function is called. */
async function holdRequests(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.fallback();
  });
  return release;
}

/** Waits until the page's web fonts and images are in, so a shot never shows a fallback font or a missing logo. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => (image.complete ? undefined : image.decode().catch(() => undefined))));
  });
}

/** Runs one tenant's funnel at one viewport and shoots each step; a step that fails ends the run with its reason. */
async function shootTenant(browser: Browser, tenant: Tenant, viewport: (typeof viewports)[number]): Promise<ContactSheetShot[]> {
  const shots: ContactSheetShot[] = [];
  // Reduced motion stills the skeleton's pulse: the prerendered and the hydrated shot compare pixel for pixel.
  const page = await browser.newPage({
    viewport,
    baseURL: `http://localhost:${port}`,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    reducedMotion: 'reduce',
  });
  // Consent layers and tracking live on hosts this machine cannot reach: answer them empty, as the browser tests do.
  await page.route(/^https?:\/\/(?!localhost|127\.0\.0\.1|[a-z0-9-]+\.localhost)/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: '' }),
  );
  page.setDefaultTimeout(20_000);
  const campaign = { tenant: tenant.key, query: `wa=${tenant.key.toUpperCase()}-DIGITAL-STANDARD` };
  const shoot = async (step: (typeof steps)[number]) => {
    await settle(page);
    const file = `${tenant.key}-${step}-${viewport.width}.png`;
    await page.screenshot({ path: join(outDir, file) });
    shots.push({ tenant: tenant.key, tenantName: tenant.name, step, width: viewport.width, file });
  };
  let step: (typeof steps)[number] = 'prerendered';
  try {
    await page.request.post('/sandbox/reset');
    const releaseScripts = await holdRequests(page, /\/static\/js\/[^/]+\.js$/);
    const releaseAnswers = await holdRequests(page, /\/api\//);
    await page.goto(`/neubestellung/abo/?tenant=${campaign.tenant}&${campaign.query}`, { waitUntil: 'commit' });
    await page.locator('main [aria-busy="true"]').waitFor();
    await shoot(step);
    step = 'hydrated';
    releaseScripts();
    // React has taken over #root's markup once its first element carries React's own property.
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root')?.firstElementChild ?? {}).some((name) => name.startsWith('__react')),
    );
    await shoot(step);
    step = 'offer';
    releaseAnswers();
    await page.getByRole('heading', { level: 2, name: 'Ihre Daten' }).waitFor();
    await shoot(step);
    step = 'form';
    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
    await funnelSteps.fillStreetAddress(page, stuttgart);
    const startDate = page.locator('#field-startDate');
    if (await startDate.count()) await startDate.fill((await startDate.getAttribute('min')) ?? '');
    await page.getByRole('heading', { level: 2, name: 'Ihre Daten' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await shoot(step);
    step = 'payment';
    await funnelSteps.acceptTermsAndContinue(page);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shoot(step);
    // The payment page reloaded, as its HTML paints it before any script (docs/performance.md, "The payment page in the HTML").
    step = 'payment frame';
    const releasePageScripts = await holdRequests(page, /\/static\/js\/[^/]+\.js$/);
    await page.reload({ waitUntil: 'commit' });
    await page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' }).waitFor();
    await shoot(step);
    releasePageScripts();
    await page.getByRole('radio', { name: 'Rechnung' }).waitFor();
    step = 'check';
    await orderSteps.payByInvoice(page);
    await page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' }).waitFor();
    await shoot(step);
    step = 'success';
    await orderSteps.placeOrder(page);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shoot(step);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0] ?? 'failed';
    for (const missing of steps.slice(steps.indexOf(step))) {
      shots.push({ tenant: tenant.key, tenantName: tenant.name, step: missing, width: viewport.width, error: `${step}: ${reason}` });
    }
    context.err(`${tenant.key} at ${viewport.width} px stopped at ${step}: ${reason}`);
  } finally {
    await page.close();
  }
  return shots;
}

async function main(): Promise<number> {
  const keys = listTenantKeys(context.tenantsRoot);
  if (keys.some((key) => isBundleStale(context.projectRoot, join(context.distRoot, key)))) {
    context.out('Building the tenant bundles (dist/<key>/) ...');
    const code = await buildBundles(context, { includeTenantBundles: true, includeAllTenantsBundle: false });
    if (code !== 0) return code;
  }
  const tenants = await Promise.all(keys.map(async (key) => (await loadTenant(context.tenantsRoot, key)) as Tenant));
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  const shots: ContactSheetShot[] = [];
  try {
    for (const tenant of tenants) {
      // Each tenant's own bundle, as its publisher serves it: only it carries the prerendered Start page.
      const server = await startServer(context, { port, staticDir: join(context.distRoot, tenant.key), test: true, latencyMs: 0 });
      try {
        for (const viewport of viewports) {
          shots.push(...(await shootTenant(browser, tenant, viewport)));
          context.out(`${tenant.key} ${viewport.width} px done`);
        }
      } finally {
        await server.close();
      }
    }
  } finally {
    await browser.close();
  }
  writeFileSync(
    join(outDir, 'index.html'),
    renderContactSheet(
      shots,
      steps,
      viewports.map((viewport) => viewport.width),
      new Date(),
    ),
  );
  const failed = shots.filter((shot) => shot.error).length;
  const unlike = comparePrerendered(shots);
  for (const line of unlike) context.err(line);
  context.out(`Contact sheet: ${join(outDir, 'index.html')} (${shots.length - failed} shots${failed ? `, ${failed} missing` : ''})`);
  return failed === 0 && unlike.length === 0 ? 0 : 1;
}

/** The tenants and widths whose prerendered and hydrated shots differ in any pixel: the app did not take the page over as it was. */
function comparePrerendered(shots: readonly ContactSheetShot[]): string[] {
  return shots
    .filter((shot) => shot.step === 'prerendered' && shot.file)
    .flatMap((shot) => {
      const hydrated = shots.find(
        (other) => other.step === 'hydrated' && other.tenant === shot.tenant && other.width === shot.width && other.file,
      );
      if (!hydrated?.file) return [];
      return readFileSync(join(outDir, shot.file!)).equals(readFileSync(join(outDir, hydrated.file)))
        ? []
        : [
            `${shot.tenant} at ${shot.width} px: the hydrated Start page does not look like the prerendered one (${shot.file}, ${hydrated.file}).`,
          ];
    });
}

process.exitCode = await main();
