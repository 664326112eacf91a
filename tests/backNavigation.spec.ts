import type { Page } from '@playwright/test';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { loadTenantPackage } from './support/tenantPackages.ts';
import { expect, test } from './support/test.ts';

/** A page outside the checkout the reader came from; the test fixture answers it with an empty body. */
// An exit leads only to the tenant's own site (core/navigation/safeExitUrl.ts), so the article is one of each tenant's.
const articleOf = (domain: string) => `https://www.${domain}/politik/abo-angebot-123.html`;
const sourceOf = (domain: string) => `&sourceUrl=${encodeURIComponent(articleOf(domain))}`;
const withSource = sourceOf('stuttgarter-zeitung.de');
const digitalStz = { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

function backButton(page: Page) {
  return page.getByRole('banner').getByRole('button', { name: 'Zurück' });
}

test.describe('the header back button', () => {
  test('is shown on Payment and Verification and hidden on Start and Success', async ({ page }) => {
    await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
    await expect(page.getByRole('button', { name: 'Weiter', exact: true })).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' });
    await funnelSteps.fillStreetAddress(page, { street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' });
    await funnelSteps.acceptTermsAndContinue(page);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await expect(backButton(page)).toBeVisible();
    await orderSteps.payByInvoice(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(backButton(page)).toBeVisible();
    await orderSteps.placeOrder(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(backButton(page)).toHaveCount(0);
  });

  for (const path of [
    '/neubestellung/abo/error/server',
    '/neubestellung/abo/error/productunavailable',
    '/neubestellung/abo/error/trialexpired',
    '/registrationSuccess',
    '/accountlocked',
    '/neubestellung/abo/FollowUpOffer',
    '/neubestellung/abo/orderexists',
  ]) {
    test(`is hidden on ${path}`, async ({ page }) => {
      await page.goto(`${path}?tenant=stz`);
      await expect(page).toHaveURL(new RegExp(`${path}\\?tenant=stz$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('img')).toBeVisible();
      await expect(backButton(page)).toHaveCount(0);
    });
  }

  test('goes from Payment to Start, and the order form keeps what was typed', async ({ page }) => {
    await journey.toPayment(page);
    await backButton(page).click();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
    await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Königstraße');
  });

  test('goes from Verification to Payment, where the choice can be changed, and from there to Start', async ({ page, request }) => {
    await journey.toVerification(page);
    await backButton(page).click();
    await expect(page).toHaveURL(/\/payment$/);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();

    await orderSteps.payBySepa(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(page.getByText('SEPA-Lastschrift').first()).toBeVisible();
    await backButton(page).click();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await backButton(page).click();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    expect(await sandbox.orders(request)).toHaveLength(0);
  });
});

test.describe("the browser's back button", () => {
  test.use({ outsideHostsAnswered: true });

  test('follows the same rules: Verification to Payment to Start', async ({ page }) => {
    await journey.toVerification(page);
    await page.goBack();
    await expect(page).toHaveURL(/\/payment$/);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await page.goBack();
    await expect(page).toHaveURL(/\/neubestellung\/abo\/\?tenant=stz/);
    await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
    await expect(page.getByLabel('Vorname')).toHaveValue('Erika');
  });

  test('after the header back button, still leads back the same way', async ({ page }) => {
    await journey.toVerification(page);
    await backButton(page).click();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    await orderSteps.payByInvoice(page);
    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await page.goBack();
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  });

  test('leaves the server error page to the sourceUrl parameter', async ({ page, request }) => {
    await journey.toVerification(page, digitalStz, withSource);
    await sandbox.inject(request, { call: 'createOrder', status: 500 });
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await expect(page).toHaveURL(/\/error\/server$/);
    await page.goBack();
    await expect(page).toHaveURL(articleOf('stuttgarter-zeitung.de'));
  });

  test("leaves the product-unavailable page to the tenant's back link without a sourceUrl", async ({ page }) => {
    const tenant = await loadTenantPackage('sz');
    await page.goto('/neubestellung/abo/?tenant=sz&wa=SZ-OHNE-SHOP');
    await expect(page).toHaveURL(/\/error\/productunavailable$/);
    await page.goBack();
    await expect(page).toHaveURL(tenant.backLink);
  });

  test('leaves OrderExists to the sourceUrl parameter', async ({ page }) => {
    await funnelSteps.loginAs(page, 'sz', `wa=SZ-DIGITAL-SPERRE${sourceOf('sueddeutsche.de')}`, '3000000004');
    await expect(page).toHaveURL(/\/orderexists$/);
    await page.goBack();
    await expect(page).toHaveURL(articleOf('sueddeutsche.de'));
  });

  test("leaves FollowUpOffer to the tenant's back link without a sourceUrl", async ({ page }) => {
    const tenant = await loadTenantPackage('sz');
    await funnelSteps.loginAs(page, 'sz', 'wa=SZ-DIGITAL-FOLGEANGEBOT', '3000000004');
    await expect(page).toHaveURL(/\/FollowUpOffer$/);
    await page.goBack();
    await expect(page).toHaveURL(tenant.backLink);
  });

  test('after a completed order opens the browser-back modal with links to the home page and the account', async ({ page, request }) => {
    const tenant = await loadTenantPackage('stz');
    await journey.toSuccess(page, digitalStz, withSource);
    await expect(page).toHaveURL(/\/success$/);
    await page.goBack();
    const modal = page.getByRole('dialog', { name: 'Ihre Bestellung ist bereits abgeschlossen' });
    await expect(modal).toBeVisible();
    await expect(page).toHaveURL(/\/success$/);
    await expect(modal.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', tenant.backLink);
    await expect(modal.getByRole('link', { name: 'Zu Konto und Abonnement' })).toHaveAttribute('href', tenant.contact.myDataUrl);
    await page.keyboard.press('Escape');
    await expect(modal).toHaveCount(0);
    await page.goBack();
    await expect(modal).toBeVisible();
    expect(await sandbox.orders(request)).toHaveLength(1);
  });
});

test('the browser back button undoes a step done on Start even when Start was the first page of the visit', async ({ page }) => {
  await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
  await funnelSteps.expectHeading(page, /Kornwestheimer Zeitung/);
  await page.getByRole('button', { name: /Auswählen/ }).first().click();
  await page.getByRole('complementary').getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Vorname')).toBeVisible();
  // The next step's heading takes focus so a screen reader announces it; the page keeps one h1.
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await page.goBack();
  await expect(page.getByRole('heading', { name: /Wählen Sie Ihre Prämie/ })).toBeVisible();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?tenant=kwz/);
});

test('with the bonus cart confirmed, back from the server error page returns to Start instead of leaving, and the retry orders the bonus once', async ({ page, request }) => {
  await funnelSteps.open(page, 'kwz', `wa=KWZ-PRINT-PRAEMIE${sourceOf('kornwestheimer-zeitung.de')}`);
  await page.getByRole('button', { name: /^Auswählen: Kabellose Kopfhörer/ }).click();
  await page.getByRole('complementary').getByRole('button', { name: 'Weiter' }).click();
  await pluginSteps.fillOrderForm(page, { firstName: 'Karl', lastName: 'Kornwestheimer' }, pluginSteps.addresses.kornwestheim);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await sandbox.inject(request, { call: 'createOrder', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/error\/server$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/$/);
  await expect(page.getByLabel('Vorname')).toHaveValue('Karl');
  await orderSteps.orderByInvoice(page);
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({ salesCampaignId: 'KWZ-PRINT-PRAEMIE', bonusMatNrs: ['KWZ-B-KOPFHOERER'] });
});
