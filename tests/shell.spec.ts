import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { stuttgart } from './support/journey.ts';
import { loadTenantPackage, tenantKeys } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

for (const key of tenantKeys) {
  test(`tenant ${key}: the shell shows its title, logo, legal links and favicon`, async ({ page }) => {
    const tenant = await loadTenantPackage(key);
    await page.goto(`/neubestellung/abo/?tenant=${key}&wa=${key.toUpperCase()}-DIGITAL-STANDARD`);
    await expect(page).toHaveTitle(tenant.pageTitle);
    await expect(page.getByRole('img', { name: tenant.header.logoAltDigital })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    for (const [label, href] of [
      [tenant.texts.legal.imprint, tenant.legal.imprintUrl],
      [tenant.texts.legal.privacy, tenant.legal.privacyUrl],
      [tenant.texts.legal.accessibility, tenant.legal.accessibilityUrl],
      [tenant.texts.legal.cancellation, tenant.legal.cancellationUrl],
    ] as const) {
      await expect(footer.getByRole('link', { name: label, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer.getByRole('button', { name: tenant.texts.legal.privacySettings })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-theme', tenant.theme.name);
    await expect(page.getByRole('navigation', { name: 'Bestellfortschritt' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('the tenant is found by host without a parameter', async ({ page, baseURL }) => {
  const tenant = await loadTenantPackage('swb');
  const url = new URL('/neubestellung/abo/?wa=SWB-PRINT-STANDARD', baseURL);
  url.hostname = 'swb.localhost';
  await page.goto(url.toString());
  await expect(page).toHaveTitle(tenant.pageTitle);
});

test('an unknown tenant shows "Unsupported Tenant", never a blank page', async ({ page }) => {
  await page.goto('/neubestellung/abo/?tenant=unbekannt');
  await expect(page.getByText('Fehlermeldung: Unsupported Tenant')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Diesen Bestellshop gibt es nicht' })).toBeVisible();
  await page.goto('/neubestellung/abo/');
  await expect(page.getByText('Fehlermeldung: Unsupported Tenant')).toBeVisible();
});

test('unknown paths redirect to the start page and keep the tenant', async ({ page }) => {
  await page.goto('/irgendwo/anders?tenant=stz&wa=STZ-DIGITAL-STANDARD');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?tenant=stz/);
});

const themeTenants = new Map<string, string>();
for (const key of tenantKeys) {
  const tenant = await loadTenantPackage(key);
  if (!themeTenants.has(tenant.theme.name)) themeTenants.set(tenant.theme.name, key);
}

for (const [theme, key] of themeTenants) {
  test(`theme ${theme} (${key}): axe finds no WCAG 2.1 A/AA violation on the shell`, async ({ page }) => {
    await page.goto(`/neubestellung/abo/?tenant=${key}&wa=${key.toUpperCase()}-DIGITAL-STANDARD`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Weiter' })).toBeVisible();
    await checkAccessibility(page, `the start page of ${key}`);
  });
}

test('every change of path scrolls back to the top, forward through the funnel and back with the browser', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 420 });
  const scrollY = () => page.evaluate(() => window.scrollY);
  const scrollToEnd = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(scrollY).toBeGreaterThan(200);
  };
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  // Taller than any page: a short page in between (a loading state) cannot clamp the scroll to 0.
  // Set through the CSSOM: an injected <style> would be refused by the page's Content-Security-Policy.
  await page.evaluate(() => document.body.style.setProperty('min-height', '6000px'));
  await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
  await funnelSteps.fillStreetAddress(page, stuttgart);
  await page.getByLabel(/Allgemeinen Geschäftsbedingungen/).check();
  await scrollToEnd();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect.poll(scrollY).toBe(0);

  await page.getByRole('radio', { name: 'Rechnung' }).check();
  await scrollToEnd();
  await page.goBack();
  await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  await expect.poll(scrollY).toBe(0);
});

// The consent layer comes after the page (core/app/applyTenantDocument.ts, `whenLoadedAndIdle`): once it has loaded,
// been idle and drawn a frame; its two scripts once each, from the tenant's consent host.
test('the consent scripts are requested once each, from the consent host, after the page has loaded', async ({ page }) => {
  const tenant = await loadTenantPackage('sz');
  const requested: string[] = [];
  await page.route(`${tenant.consent.host}/**`, (route) => {
    requested.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  await page.goto('/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await expect.poll(() => requested.length).toBe(2);
  expect(requested).toEqual([`${tenant.consent.host}/consent.js`, `${tenant.consent.host}/${tenant.consent.tenantLayerScript}`]);
  const readTiming = () =>
    page.evaluate((host) => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return {
        loaded: navigation.loadEventEnd,
        consent: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.startsWith(host))
          .map((entry) => entry.startTime),
      };
    }, tenant.consent.host);
  // The route sees a request before its timing entry exists: that comes with the answer's last byte.
  await expect.poll(async () => (await readTiming()).consent.length).toBe(2);
  const timing = await readTiming();
  expect(timing.loaded).toBeGreaterThan(0);
  for (const start of timing.consent) expect(start).toBeGreaterThan(timing.loaded);
});
