import { startFlow } from 'lighthouse';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import type { PageMeasurement, RunFigures } from './BenchReport.ts';
import { keepLhr } from './keepLhr.ts';
import { runFiguresFromLhr, type LhrLike } from './runFiguresFromLhr.ts';
import { summarizeRuns } from './summarizeRuns.ts';

/** Where and how often to measure the payment page. */
export interface PaymentPageRun {
  /** Puppeteer connected to the Chromium Lighthouse drives. */
  readonly browser: Browser;
  /** The sandbox serving sz's bundle, without a trailing slash. */
  readonly origin: string;
  readonly runs: number;
  /** Where the screenshot of the last measured page goes. */
  readonly screenshotPath: string;
  readonly log: (line: string) => void;
}

const salesCampaignId = 'SZ-DIGITAL-STANDARD';
const paymentPath = '/neubestellung/abo/payment';
const paymentHeading = 'Bitte wählen Sie eine Zahlmethode';
/** A visitor in Stuttgart, by the labels of the order form; the sandbox's address check accepts the address unchanged. */
const visitor = {
  Vorname: 'Erika',
  Nachname: 'Mustermann',
  'E-Mail-Adresse': 'erika@example.de',
  Straße: 'Königstraße',
  Hausnummer: '12',
  PLZ: '70173',
  Ort: 'Stuttgart',
} as const;

/** The form control a visible label names (its text up to a required mark). */
async function field(page: Page, label: string): Promise<ElementHandle<Element>> {
  const handle = await page.waitForFunction(
    (text) => {
      const match = [...document.querySelectorAll('label')].find((element) => element.textContent?.replace(/\*/g, '').trim() === text);
      return match?.control ?? undefined;
    },
    { timeout: 30_000 },
    label,
  );
  return handle as ElementHandle<Element>;
}

async function type(page: Page, label: string, value: string): Promise<void> {
  await (await field(page, label)).type(value);
}

/** A radio or checkbox whose label contains the text. */
async function check(page: Page, labelText: string): Promise<void> {
  const control = (await page.waitForFunction(
    (text) => [...document.querySelectorAll('label')].find((element) => element.textContent?.includes(text))?.control ?? undefined,
    { timeout: 30_000 },
    labelText,
  )) as ElementHandle<HTMLInputElement>;
  await control.click();
}

async function clickButton(page: Page, name: string): Promise<void> {
  await page.locator(`::-p-aria([name="${name}"][role="button"])`).click();
}

async function waitForHeading(page: Page, text: string): Promise<void> {
  await page.waitForFunction((expected) => document.querySelector('h1')?.textContent?.trim() === expected, { timeout: 30_000 }, text);
}

/** Fills sz's digital order form as a visitor and leaves the payment page for the sandbox's PayPal page, which saves the order. */
async function leaveForPayPal(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/neubestellung/abo/?wa=${salesCampaignId}`);
  // Start rendered for the reader holds input until the app has taken it over (docs/performance.md, "Start rendered per reader").
  await page.waitForFunction(() => !(window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput, { timeout: 30_000 });
  await (await field(page, 'Anrede')).select('03');
  for (const [label, text] of Object.entries(visitor)) await type(page, label, text);
  await check(page, 'Allgemeinen Geschäftsbedingungen');
  await clickButton(page, 'Weiter');
  await waitForHeading(page, paymentHeading);
  await check(page, 'PayPal');
  await check(page, 'monatlich');
  await clickButton(page, 'Weiter');
  await page.waitForFunction(() => document.body.textContent?.includes('SANDBOX-ZAHLUNGSSEITE'), { timeout: 30_000 });
}

/**
 * Moves the tab to the provider's page on a site of its own, as PayPal is. The sandbox serves its provider pages on
 * the shop's origin, and a same-site return reuses the shop's renderer: the payment page's load then began with
 * that process tearing down the earlier pages (garbage collection, 25–35 ms tasks), which no reader coming back
 * from PayPal's own site has. On 127.0.0.1 the page is cross-site, so the return gets a renderer of its own.
 */
async function standOnProviderSite(page: Page): Promise<void> {
  const provider = new URL(page.url());
  provider.hostname = '127.0.0.1';
  await page.goto(provider.href);
  await page.waitForFunction(() => document.body.textContent?.includes('SANDBOX-ZAHLUNGSSEITE'), { timeout: 30_000 });
}

/**
 * The payment page as a real navigation (a Lighthouse user flow in the same tab): the order is saved
 * for a PayPal round trip, and the payment page is then loaded afresh, as when the reader comes back
 * from the provider or reloads; it restores the order from the server. Storage is kept (the tab's
 * form token), the HTTP cache is emptied so the load is as cold as Start's.
 */
export async function measurePaymentPage(run: PaymentPageRun): Promise<PageMeasurement> {
  const results: RunFigures[] = [];
  for (let index = 1; index <= run.runs; index += 1) {
    const figures = await measureWithRetry(run, index === run.runs);
    results.push(figures);
    run.log(
      `payment page run ${index}/${run.runs}: performance ${figures.performance}, LCP ${Math.round(figures.largestContentfulPaintMs)} ms`,
    );
  }
  return {
    page: `payment sz (${salesCampaignId}, reloaded after the PayPal round trip)`,
    url: paymentPath,
    mode: 'navigation',
    kind: 'payment',
    runs: run.runs,
    ...summarizeRuns(results),
  };
}

/** The run measured nothing usable: a page other than the payment page, or a trace Lighthouse could not read. */
class DiscardedRunError extends Error {}

/**
 * Attempts per run: a busy machine now and then lands the reload on Start, or Lighthouse finds no navigation start in
 * its trace (NO_NAVSTART, "Please run Lighthouse again"); such a run measured nothing and is repeated, and the log says why.
 */
const attempts = 3;

async function measureWithRetry(run: PaymentPageRun, keepScreenshot: boolean): Promise<RunFigures> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await measureOnce(run, keepScreenshot);
    } catch (error) {
      if (!(error instanceof DiscardedRunError) || attempt === attempts) throw error;
      run.log(`payment page attempt ${attempt} discarded: ${error.message}`);
    }
  }
}

async function measureOnce(run: PaymentPageRun, keepScreenshot: boolean): Promise<RunFigures> {
  const page = await run.browser.newPage();
  // The app's warnings say why a saved order was not restored.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warn' || message.type() === 'error') warnings.push(message.text());
  });
  try {
    // Cookies do not tell ports apart: the entry cookie of another tenant's server measured before would name that tenant.
    const cdp = await page.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    await leaveForPayPal(page, run.origin);
    await standOnProviderSite(page);
    await cdp.send('Network.clearBrowserCache');
    // Lighthouse bundles its own puppeteer typings; the page is the same object.
    const flow = await startFlow(page as never, { flags: { logLevel: 'error', onlyCategories: ['performance', 'accessibility'] } });
    await flow.navigate(`${run.origin}${paymentPath}`, { name: 'Zahlungsseite', disableStorageReset: true });
    const heading = await page.evaluate(() => document.querySelector('h1')?.textContent?.trim() ?? '');
    if (heading !== paymentHeading)
      throw new DiscardedRunError(
        `the measured page is not the payment page: its heading reads "${heading}"; console: ${warnings.join(' / ') || 'nothing'}`,
      );
    if (keepScreenshot) await page.screenshot({ path: run.screenshotPath as `${string}.png`, fullPage: true });
    const [step] = (await flow.createFlowResult()).steps;
    if (!step) throw new Error('The user flow recorded no step');
    const failure = (step.lhr as { runtimeError?: { code: string } }).runtimeError;
    if (failure) throw new DiscardedRunError(`Lighthouse could not measure the load (${failure.code})`);
    keepLhr(
      `payment-${Date.now()}`,
      step.lhr,
      process.env.ABOFLOW_BENCH_LHR ? flow.createArtifactsJson().gatherSteps[0]?.artifacts : undefined,
    );
    return runFiguresFromLhr(step.lhr as unknown as LhrLike);
  } finally {
    await page.close();
  }
}
