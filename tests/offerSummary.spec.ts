import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { stuttgart } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { tabTo } from './support/tabTo.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

const rottweil = { street: 'Hauptstraße', streetNumber: '5', zipCode: '78628', city: 'Rottweil' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test.describe('on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the summary bar sits above the page with the offer and its price, and opens to the details by keyboard', async ({ page }) => {
    await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
    const summary = page.getByRole('complementary', { name: 'Ihre Bestelldetails' });
    const bar = summary.getByRole('button', { name: /Digital-Abo/ });
    await expect(bar).toHaveText(/Digital-Abo\s*9,99 € monatlich\s*Details/);
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(summary.getByRole('heading', { level: 2, name: /Digital-Abo/ })).toBeVisible();
    // The bar comes first: above the page's heading, inside the top of the window.
    const barBox = await bar.boundingBox();
    const headingBox = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(barBox!.y + barBox!.height).toBeLessThanOrEqual(headingBox!.y);
    expect(barBox!.y + barBox!.height).toBeLessThan(740);
    const details = summary.getByRole('region', { name: 'Ihre Bestelldetails' });
    await expect(details).toBeHidden();

    await tabTo(page, bar);
    await page.keyboard.press('Enter');
    await expect(bar).toHaveAttribute('aria-expanded', 'true');
    await expect(details).toBeVisible();
    await expect(details.getByRole('listitem').filter({ hasText: 'Monatlicher Preis' })).toHaveText(/Monatlicher Preis\s*9,99 €/);
    await checkAccessibility(page, 'the phone summary, open');
    await page.keyboard.press('Space');
    await expect(bar).toHaveAttribute('aria-expanded', 'false');
    await expect(details).toBeHidden();
  });

  test('payment and verification show the bar too, and name the invoice fee where paying by invoice adds it', async ({ page }) => {
    // An address in the Black Forest daily's carrier area, so no sub-title dialog stops the order.
    await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-STANDARD');
    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann' });
    await funnelSteps.fillStreetAddress(page, rottweil);
    await startDateSteps.fillEarliest(page);
    await funnelSteps.acceptTermsAndContinue(page);
    await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
    const summary = page.getByRole('complementary', { name: 'Ihre Bestelldetails' });
    const bar = summary.getByRole('button', { name: /Zeitungs-Abo/ });
    await expect(bar).toContainText('39,90 € monatlich');
    await page.getByRole('radio', { name: 'Rechnung' }).check();
    await orderSteps.chooseMonthly(page);
    await expect(bar).toContainText('41,40 € monatlich');
    // Where the fee is added: beside the invoice choice, and in the summary's details.
    await expect(page.getByText('Im Preis ist eine Rechnungsgebühr von 1,50 € je Rechnung enthalten.')).toBeVisible();
    await bar.click();
    await expect(summary.getByRole('listitem').filter({ hasText: 'Rechnungsgebühr' })).toHaveText(/inkl\. Rechnungsgebühr\s*1,50 € je Rechnung/);
    await page.getByRole('button', { name: 'Weiter', exact: true }).click();

    await funnelSteps.expectHeading(page, 'Bestellung abschließen');
    await expect(page.getByRole('complementary', { name: 'Ihre Bestelldetails' }).getByRole('button', { name: /Zeitungs-Abo/ })).toContainText('41,40 € monatlich');
    // The conditions above the order button name the fee as well.
    const conditions = page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' });
    await expect(conditions.getByRole('listitem').filter({ hasText: 'Rechnungsgebühr' })).toHaveText(/1,50 € je Rechnung/);
    await checkAccessibility(page, 'the verification page on a phone');
  });
});

test.describe('on a desktop (1280 px)', () => {
  test.use({ viewport: { width: 1280, height: 720 } });

  test('the summary is a sticky side column: after scrolling it is still in view, beside the form and not over it', async ({ page }) => {
    await funnelSteps.open(page, 'swb', 'wa=SWB-PRINT-STANDARD');
    await funnelSteps.fillPerson(page, { firstName: 'Erika', lastName: 'Mustermann' });
    await funnelSteps.fillStreetAddress(page, stuttgart);
    const summary = page.getByRole('complementary', { name: 'Ihre Bestelldetails' });
    await expect(summary.getByRole('button', { name: /Zeitungs-Abo/ })).toBeHidden();
    await expect(summary.getByRole('listitem').filter({ hasText: 'Gesamtpreis pro Jahr' })).toHaveText(/478,80 €/);

    // Scrolled well down the form, the whole summary stays at the top of the window.
    await page.getByRole('textbox', { name: 'Ort', exact: true }).focus();
    await page.evaluate(() => window.scrollTo(0, 700));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(700);
    const box = await summary.boundingBox();
    expect(box!.y).toBeGreaterThanOrEqual(0);
    expect(box!.y).toBeLessThan(40);
    expect(box!.y + box!.height).toBeLessThanOrEqual(720);
    // Beside the form, never over it.
    const form = await page.locator('.page-main').boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(form!.x + form!.width);
    // At the end of the page it is still (at least partly) in view.
    await page.getByRole('button', { name: 'Weiter', exact: true }).scrollIntoViewIfNeeded();
    await expect(summary).toBeInViewport();
  });
});
