import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { infoPagePaths } from './support/infoPagePaths.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey, stuttgart } from './support/journey.ts';
import { loadTenantPackage, tenantKeys } from './support/tenantPackages.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

/** Per theme one tenant, and a print address outside that tenant's carrier area (the sub-title modal appears). */
const themeCases = [
  { theme: 'classic', tenant: 'stz', outsideCarrierArea: { street: 'Marienplatz', streetNumber: '1', zipCode: '80331', city: 'München' } },
  { theme: 'modern', tenant: 'kwz', outsideCarrierArea: stuttgart },
  { theme: 'regional', tenant: 'lz', outsideCarrierArea: stuttgart },
] as const;

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

test('every theme of themes/ is covered by one tenant here', async () => {
  const themes = new Set<string>();
  for (const key of tenantKeys) themes.add((await loadTenantPackage(key)).theme.name);
  expect([...themes].sort()).toEqual(themeCases.map((entry) => entry.theme).sort());
  for (const entry of themeCases) expect((await loadTenantPackage(entry.tenant)).theme.name).toBe(entry.theme);
});

async function fillPrintOrderForm(page: Page, address: { street: string; streetNumber: string; zipCode: string; city: string }): Promise<void> {
  await funnelSteps.fillPerson(page, { firstName: 'Axel', lastName: 'Prüfer' });
  await funnelSteps.fillStreetAddress(page, address);
  await startDateSteps.fillEarliest(page);
}

for (const { theme, tenant, outsideCarrierArea } of themeCases) {
  const key = tenant.toUpperCase();

  test.describe(`theme ${theme} (${tenant})`, () => {
    test('axe: start page, order form in its error state, address suggestions, sub-title modal', async ({ page }) => {
      await funnelSteps.open(page, tenant, `wa=${key}-PRINT-STANDARD`);
      await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
      await checkAccessibility(page, `${theme}: the start page`);

      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' })).toBeFocused();
      await checkAccessibility(page, `${theme}: the order form in its error state`);

      await fillPrintOrderForm(page, { ...stuttgart, street: 'Königstrase' });
      await funnelSteps.acceptTermsAndContinue(page);
      await expect(page.locator('#address-check-banner')).toBeVisible();
      await expect(page.getByRole('button', { name: /Königstraße/ }).first()).toBeVisible();
      await checkAccessibility(page, `${theme}: the address-check banner with suggestions`);

      await fillPrintOrderForm(page, outsideCarrierArea);
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      const modal = page.getByRole('dialog');
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('button', { name: 'Per Post zustellen lassen' })).toBeVisible();
      await checkAccessibility(page, `${theme}: the sub-title modal`);
    });

    test('axe: payment page with errors, verification, success, browser-back modal', async ({ page }) => {
      await journey.toPayment(page, { tenant, query: `wa=${key}-DIGITAL-STANDARD` });
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die eingegebenen Daten.' })).toBeVisible();
      await checkAccessibility(page, `${theme}: the payment page with errors`);

      await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
      await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89370400440532013001');
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die eingegebenen Daten.' })).toBeVisible();
      await checkAccessibility(page, `${theme}: the SEPA fields with errors`);

      await page.getByRole('radio', { name: 'Rechnung' }).check();
      await page.getByRole('radio', { name: 'monatlich', exact: true }).check();
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await funnelSteps.expectHeading(page, 'Bestellung abschließen');
      await checkAccessibility(page, `${theme}: the verification page`);

      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
      await expect(page).toHaveURL(/\/success$/);
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await checkAccessibility(page, `${theme}: the success page`);

      await page.goBack();
      await expect(page.getByRole('dialog', { name: 'Ihre Bestellung ist bereits abgeschlossen' })).toBeVisible();
      await checkAccessibility(page, `${theme}: the browser-back modal`);
    });

    // One test per page reached by its path alone (error pages, OrderExists, FollowUpOffer, GpLocked,
    // RegistrationSuccess): seven axe walks in one test came near its time budget on a loaded machine.
    for (const path of infoPagePaths) {
      test(`axe: ${path}`, async ({ page }) => {
        await page.goto(`${path}?tenant=${tenant}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        await checkAccessibility(page, `${theme}: ${path}`);
      });
    }
  });
}

test('axe: the trial-expired page in its print wording, as a seeded customer reaches it', async ({ page }) => {
  await funnelSteps.loginAs(page, 'sz', 'wa=SZ-PRINT-PROBE', '3000000005');
  await expect(page).toHaveURL(/\/error\/trialexpired$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await checkAccessibility(page, 'trial expired (print)');
});

test('axe: Unsupported Tenant', async ({ page }) => {
  await page.goto('/neubestellung/abo/?tenant=unbekannt');
  await expect(page.getByRole('heading', { level: 1, name: 'Diesen Bestellshop gibt es nicht' })).toBeVisible();
  await checkAccessibility(page, 'Unsupported Tenant');
});

test('the axe check fails on a page that breaks WCAG: an unnamed field and faint text', async ({ page }) => {
  await page.setContent('<html lang="de"><title>Probe</title><main><input type="text"><p style="color:#bbb;background:#fff">blass</p></main></html>');
  const failure = await checkAccessibility(page, 'a broken page').then(
    () => undefined,
    (error: unknown) => String(error),
  );
  expect(failure).toContain('label (critical)');
  expect(failure).toContain('color-contrast (serious)');
  // The check is WCAG 2.1 A/AA: axe's best practices (here: a page without an h1) are not part of it.
  expect(failure).not.toContain('page-has-heading-one');
});
