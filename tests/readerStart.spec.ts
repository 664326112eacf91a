import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { createReaderStartResponder } from '../cli/serveReaderStart.ts';
import { loadReaderStartRenderers } from '../cli/startPages.ts';
import type { Fault } from '../sandbox/server/createFaultRegistry.ts';
import { startSandbox } from '../sandbox/startSandbox.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { holdScripts, problemsOf, watchPage } from './support/heldPage.ts';
import { displayOfIso, startDateSteps } from './support/startDateSteps.ts';
import { tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

// docs/performance.md, "Start rendered per reader": the Start renderer asks the initial load's calls with the reader's
// cookies and serves Start rendered from the answers, which the page then takes instead of asking again.

test.use({ viewport: { width: 390, height: 844 } });

const projectRoot = join(import.meta.dirname, '..');

/** A tenant's own bundle with a sandbox of its own that answers the Start route through the Start renderer. */
async function serveWithRenderer(key: string, faults: readonly Fault[] = []) {
  const bundleDir = join(projectRoot, 'dist', key);
  const render = (await loadReaderStartRenderers(projectRoot))[key];
  if (!render) throw new Error(`dist/${key} was built without a Start renderer`);
  let respond: ReturnType<typeof createReaderStartResponder> | undefined;
  let ownUrl = '';
  const sandbox = await startSandbox({
    port: 0,
    mode: 'test',
    latencyMs: 0,
    secret: 'test',
    faults,
    staticDir: bundleDir,
    serveStart: (request, response) => {
      respond ??= createReaderStartResponder({ bundleDir, render, upstream: ownUrl, trustProxy: false });
      return respond(request, response);
    },
  });
  ownUrl = sandbox.url;
  return { url: `http://${key}.localhost:${sandbox.port}`, close: () => sandbox.close() };
}

/** The initial load's calls the page itself makes from now on. */
function initialLoadCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/api/isLoggedIn/') || path.endsWith('/order/initialFormData')) calls.push(path);
  });
  return calls;
}

const loginText = 'Sie haben bereits ein Benutzerkonto?';

for (const key of tenantKeys) {
  test(`${key}: Start comes from the first bytes with the login prompt and the form, and the app takes it over without asking again`, async ({
    page,
  }) => {
    const served = await serveWithRenderer(key);
    try {
      const { messages, layoutShift } = await watchPage(page);
      const calls = initialLoadCalls(page);
      const scripts = await holdScripts(page);
      await page.goto(`${served.url}/neubestellung/abo/?wa=${key.toUpperCase()}-DIGITAL-STANDARD`, { waitUntil: 'commit' });

      // Before any script: the campaign's page itself, with the login prompt (the largest paint) and the order form.
      const prompt = page.getByText(loginText);
      await expect(prompt).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByLabel('Vorname')).toBeVisible();
      await page.evaluate((text) => {
        const found = [...document.querySelectorAll('p')].find((element) => element.textContent?.includes(text));
        (window as unknown as { servedPrompt?: Element }).servedPrompt = found;
      }, loginText);

      scripts.release();
      // Hydrated: the form answers the reader, and the prompt is still the element the HTML made.
      await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);
      await page.getByLabel('Vorname').fill('Erika');
      await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
      expect(
        await page.evaluate((text) => {
          const found = [...document.querySelectorAll('p')].find((element) => element.textContent?.includes(text));
          return found !== undefined && found === (window as unknown as { servedPrompt?: Element }).servedPrompt;
        }, loginText),
      ).toBe(true);
      // The answers came with the page: the page asked neither call itself.
      expect(calls).toEqual([]);
      expect(await layoutShift()).toBeLessThanOrEqual(0.02);
      expect(problemsOf(messages)).toEqual([]);
    } finally {
      await served.close();
    }
  });
}

test("a print offer's order form, larger than a boundary React writes inline by default, comes whole from the first bytes", async ({
  page,
}) => {
  const served = await serveWithRenderer('sz');
  try {
    const { messages, layoutShift } = await watchPage(page);
    const scripts = await holdScripts(page);
    const response = await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-PRINT-STANDARD`, { waitUntil: 'commit' });
    // Complete markup: no script to move a part into place, which the page's CSP would refuse.
    const root = (await response?.text()) ?? '';
    expect(root.slice(root.indexOf('<div id="root"'), root.indexOf('</div><template'))).not.toMatch(/<script\b|<!--\$\?-->/);
    await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toBeVisible();
    scripts.release();
    await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);
    await page.getByRole('textbox', { name: 'Straße', exact: true }).fill('Hultschiner Straße');
    await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Hultschiner Straße');
    expect(await layoutShift()).toBeLessThanOrEqual(0.02);
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

/** When the page's first paint came, and when each of the app's entry scripts was requested (ms since navigation). */
async function entryScriptTimes(page: Page): Promise<{ paint: number; requested: number[]; waiting: number }> {
  return page.evaluate(() => {
    const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-entry-script]')];
    const requested = links.map(
      (link) => performance.getEntriesByName(link.href, 'resource')[0]?.startTime ?? Number.POSITIVE_INFINITY,
    );
    const paint = performance.getEntriesByName('first-paint', 'paint')[0]?.startTime ?? Number.NaN;
    return { paint, requested, waiting: links.filter((link) => link.hasAttribute('media')).length };
  });
}

test("on Start rendered for the reader the app's scripts are requested once the page is painted; a tab with state asks at once", async ({
  page,
}) => {
  const served = await serveWithRenderer('sz');
  try {
    await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD`);
    await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);
    const answered = await entryScriptTimes(page);
    // The head left every download to the loader after the paint: the HTML holds the page, the scripts only take it over.
    expect(answered.requested.length).toBeGreaterThan(0);
    expect(answered.waiting).toBe(answered.requested.length);
    for (const requested of answered.requested) expect(requested).toBeGreaterThanOrEqual(answered.paint);

    // The build's page needs the app for its largest paint: the head starts the downloads.
    await page.evaluate(() => window.sessionStorage.setItem('aboflowEarlierVisit', '1'));
    await page.reload();
    await expect(page.getByText(loginText)).toBeVisible();
    const kept = await entryScriptTimes(page);
    expect(kept.waiting).toBe(0);
  } finally {
    await served.close();
  }
});

test('what the reader fills in and presses before the app has taken the page over is kept, and "Weiter" goes on once the app has it', async ({
  page,
}) => {
  const served = await serveWithRenderer('sz');
  try {
    const { messages } = await watchPage(page);
    const scripts = await holdScripts(page);
    await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-PRINT-STANDARD`, { waitUntil: 'commit' });
    // The whole form before any script, as a fast reader or the browser's autofill would: a choice, text, a tick.
    await funnelSteps.fillPerson(page, { salutation: 'Herr', firstName: 'Frühvogel', lastName: 'Schnell', email: 'frueh@example.de' });
    await funnelSteps.fillStreetAddress(page, { street: 'Kaufingerstraße', streetNumber: '3', zipCode: '80331', city: 'München' });
    const terms = page.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ });
    await terms.check();
    // Sending needs the app: "Weiter" waits for it, and nothing typed is lost.
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/\?wa=/);
    await expect(page.getByLabel('Vorname')).toHaveValue('Frühvogel');
    await expect(terms).toBeChecked();

    // Once the app has the page, the form's state holds all of it and the press goes through: the payment page, with
    // nothing typed again and nothing pressed again.
    scripts.release();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

test("print's start-date section hydrates with the form: a price answered before the section's code came changes nothing the server rendered", async ({
  page,
}) => {
  const served = await serveWithRenderer('sz');
  try {
    const { messages } = await watchPage(page);
    // The section's code comes late; the price, which names the earliest start in its hint, as soon as it is asked.
    let releaseSection = () => {};
    const sectionHeld = new Promise<void>((resolve) => (releaseSection = resolve));
    await page.route(/\/static\/js\/async\/print-start-date\.[^/]+\.js$/, async (route) => {
      await sectionHeld;
      await route.continue();
    });
    const priceAnswered = page.waitForResponse(/\/priceWithDeliveryDate\//).then(() => undefined);
    await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-PRINT-STANDARD`, { waitUntil: 'commit' });
    // A page hydrated without the section asks for the price meanwhile; this one waits for the section's code.
    await Promise.race([priceAnswered, new Promise((resolve) => setTimeout(resolve, 1500))]);
    // The reader types a day meanwhile, into the field the server rendered (a boundary that took the price before its
    // code came showed the grey skeleton block in its place).
    await expect(startDateSteps.field(page)).toBeVisible();
    await startDateSteps.field(page).fill('1.13.2026');
    releaseSection();
    await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);

    // The section is the app's, with what was typed: the earliest day from the price answer, the typed day checked.
    await priceAnswered;
    const earliest = await startDateSteps.earliestIso(page);
    await expect(startDateSteps.field(page)).toHaveValue('1.13.2026');
    await startDateSteps.field(page).blur();
    await expect(page.locator('#field-startDate-error')).toHaveText(
      `Bitte geben Sie den Lieferbeginn im Format TT.MM.JJJJ an, z. B. ${displayOfIso(earliest)}.`,
    );
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

test('a field changed after "Weiter" was pressed keeps the reader on the form: the later change is what counts', async ({ page }) => {
  const served = await serveWithRenderer('sz');
  try {
    const scripts = await holdScripts(page);
    await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();
    await page.getByLabel('Vorname').fill('Erika');
    scripts.release();
    await page.waitForFunction(() => (window as { __aboflowHoldInput?: boolean }).__aboflowHoldInput === false);
    // Held in the form's state: another field's change and a render later it is still there, and no page came.
    await page.getByLabel('Nachname').fill('Mustermann');
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page).toHaveURL(/\/neubestellung\/abo\/\?wa=/);
  } finally {
    await served.close();
  }
});

test("a tab that kept state gets the build's page, which the app fills from the same answers without asking again", async ({ page }) => {
  const served = await serveWithRenderer('sz');
  try {
    const { messages } = await watchPage(page);
    // A connect draft from an earlier visit changes Start's first render: the reader's page would not be what hydrates.
    await page.goto(`${served.url}/sandbox/no-page`);
    await page.evaluate(() => window.sessionStorage.setItem('aboflowEarlierVisit', '1'));
    const calls = initialLoadCalls(page);
    const scripts = await holdScripts(page);
    await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD`, { waitUntil: 'commit' });
    await expect(page.locator('main [aria-busy="true"]')).toBeVisible();
    await expect(page.getByText(loginText)).toHaveCount(0);
    expect(await page.locator('#root').getAttribute('data-answered')).toBeNull();
    scripts.release();
    await expect(page.getByText(loginText)).toBeVisible();
    await expect(page.getByLabel('Vorname')).toBeVisible();
    expect(calls).toEqual([]);
    expect(problemsOf(messages)).toEqual([]);
  } finally {
    await served.close();
  }
});

test("answers that lead elsewhere render nothing on the server: the page goes where they say, still without asking again", async ({
  page,
}) => {
  const served = await serveWithRenderer('sz');
  try {
    const calls = initialLoadCalls(page);
    const response = await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-NO-SUCH-CAMPAIGN`);
    expect(await response?.text()).not.toContain('<div id="root" data-answered');
    await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/productunavailable/);
    expect(calls).toEqual([]);
  } finally {
    await served.close();
  }
});

test('a failed login check on the server leads to the server error page, as on a page that asked itself', async ({ page }) => {
  const served = await serveWithRenderer('sz', [{ call: 'isLoggedIn', status: 500 }]);
  try {
    const response = await page.goto(`${served.url}/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD`);
    expect(await response?.text()).not.toContain('<div id="root" data-answered');
    await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server/);
  } finally {
    await served.close();
  }
});
