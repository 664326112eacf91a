import type { Browser, Page } from '@playwright/test';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const previewBanner = 'Vorschau für die Verwaltung, nicht live: Bestellungen werden nicht angenommen.';

/** A reader's page: a browser context of its own, without the staff session. */
async function readerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  return context.newPage();
}

test('what staff save is what readers get, and both audit logs name who changed which field from what to what', async ({ page, browser }) => {
  await adminSteps.login(page, 'sz', 'admin', '/internal/salesCampaignCustomizing/SZ-PRINT-STANDARD');
  const secondPoint = page.getByLabel('Infopunkt 2');
  const before = await secondPoint.inputValue();
  await secondPoint.fill('Samstags mit Wochenendmagazin');
  const emailMandatory = page.getByLabel('E-Mail-Adresse ist Pflichtfeld');
  await expect(emailMandatory).not.toBeChecked();
  await emailMandatory.check();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Verkaufsaktion ist gespeichert.' })).toBeVisible();

  // A reader (no staff session) opens the campaign: the new info point and the mandatory e-mail field.
  const reader = await readerPage(browser);
  await funnelSteps.open(reader, 'sz', 'wa=SZ-PRINT-STANDARD');
  const details = reader.getByRole('complementary', { name: 'Ihre Bestelldetails' });
  await expect(details.getByRole('listitem')).toContainText(['Samstags mit Wochenendmagazin']);
  await expect(details.getByText(before, { exact: true })).toHaveCount(0);
  await expect(reader.getByRole('textbox', { name: 'E-Mail-Adresse' })).toHaveAttribute('aria-required', 'true');
  await expect(reader.getByText(previewBanner)).toHaveCount(0);
  await reader.context().close();

  // The campaign's log: who, which fields, before and after.
  const campaignLog = page.getByRole('table', { name: 'Änderungen an dieser Verkaufsaktion, neueste zuerst' });
  const entry = campaignLog.getByRole('row').nth(1);
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Andrea Albrecht (admin@sz.verlag.example)');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('geändert');
  const changes = entry.getByRole('listitem');
  await expect(changes).toHaveCount(2);
  await expect(changes.filter({ hasText: 'infoPoints' })).toContainText(`infoPoints: ["Zustellung jeden Morgen bis 6 Uhr","${before}"] → ["Zustellung jeden Morgen bis 6 Uhr","Samstags mit Wochenendmagazin"]`);
  await expect(changes.filter({ hasText: 'emailMandatory' })).toHaveText('emailMandatory: nein → ja');

  // The home's log shows the same change for admins.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('heading', { name: 'Letzte Änderungen' })).toBeVisible();
  const homeEntry = page.getByRole('table', { name: 'Die letzten 50 Änderungen, neueste zuerst' }).getByRole('row').nth(1);
  await expect(homeEntry.getByRole('cell').nth(1)).toHaveText('Andrea Albrecht (admin@sz.verlag.example)');
  await expect(homeEntry.getByRole('cell').nth(2)).toHaveText('Verkaufsaktion SZ-PRINT-STANDARD');
  await expect(homeEntry.getByRole('listitem').filter({ hasText: 'emailMandatory' })).toHaveText('emailMandatory: nein → ja');
  await expect(homeEntry.getByRole('listitem').filter({ hasText: 'infoPoints' })).toContainText('Samstags mit Wochenendmagazin');
});

test('a campaign readers cannot order yet: readers get product unavailable, staff preview it with a banner', async ({ page, browser }) => {
  await adminSteps.login(page, 'sz', 'benutzer', '/internal/salesCampaignCustomizing/SZ-DIGITAL-STANDARD');
  await page.getByLabel('Aktiv', { exact: true }).uncheck();
  await page.getByLabel('Infopunkt 1').fill('Neu ab nächstem Monat');
  await expect(page.getByText('Für Leser heute mit diesen Einstellungen: nicht bestellbar (inaktiv)')).toBeVisible();
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Verkaufsaktion ist gespeichert.' })).toBeVisible();

  // Readers, also with the preview parameter, meet the product-unavailable page.
  const reader = await readerPage(browser);
  for (const query of ['wa=SZ-DIGITAL-STANDARD', 'wa=SZ-DIGITAL-STANDARD&preview=true']) {
    await funnelSteps.open(reader, 'sz', query);
    await expect(reader).toHaveURL(/\/neubestellung\/abo\/error\/productunavailable$/);
  }
  await reader.context().close();

  // Staff open the preview in a new window: the campaign as readers will see it, marked as a preview.
  const opened = page.context().waitForEvent('page');
  await page.getByRole('link', { name: 'Vorschau (öffnet in neuem Fenster)' }).click();
  const preview = await opened;
  await expect(preview).toHaveURL(/\/neubestellung\/abo\/\?wa=SZ-DIGITAL-STANDARD&tenant=sz&preview=true$/);
  await expect(preview.getByText(previewBanner)).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
  // A staff login is no reader login: the preview shows the page as to a reader who is not logged in.
  await expect(preview.getByRole('button', { name: 'Registrieren' })).toBeVisible();
  await expect(preview.getByRole('heading', { level: 2, name: 'Angemeldet' })).toHaveCount(0);
  await expect(preview.getByText('Sie bestellen mit Ihrem Kundenkonto')).toHaveCount(0);
  await expect(preview.getByRole('complementary', { name: 'Ihre Bestelldetails' }).getByRole('listitem').first()).toHaveText('Neu ab nächstem Monat');
  await checkAccessibility(preview, 'the staff preview of a campaign');
  await preview.close();

  // The overview says what readers meet.
  await page.getByRole('button', { name: 'Zurück' }).click();
  const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'SZ-DIGITAL-STANDARD', exact: true }) });
  await expect(row.getByRole('cell').nth(4)).toHaveText('nein');
  await expect(row.getByRole('cell').nth(6)).toHaveText('nicht bestellbar (inaktiv)');
});
