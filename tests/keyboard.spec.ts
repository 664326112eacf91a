import type { Page } from '@playwright/test';
import { funnelSteps } from './support/funnelSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { tabTo } from './support/tabTo.ts';
import { expect, test } from './support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
  await sandbox.clearFaults(request);
});

async function typeInto(page: Page, name: string, text: string): Promise<void> {
  const field = page.getByRole('textbox', { name, exact: true });
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

/** Moves through a radio group with the arrow keys until the named radio is checked. */
async function arrowTo(page: Page, name: string): Promise<void> {
  const radio = page.getByRole('radio', { name, exact: true });
  for (let press = 0; press < 6 && !(await radio.isChecked()); press += 1) await page.keyboard.press('ArrowDown');
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

test('a digital order paid by SEPA is completed with the keyboard alone, with visible focus all the way', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();

  const salutation = page.getByLabel('Anrede');
  await tabTo(page, salutation);
  await page.keyboard.press('F');
  await expect(salutation).toHaveValue(/.+/);
  await expect(salutation.locator('option:checked')).toHaveText('Frau');
  await typeInto(page, 'Vorname', 'Tabea');
  await typeInto(page, 'Nachname', 'Tastatur');
  await typeInto(page, 'E-Mail-Adresse', 'tabea@example.de');
  await typeInto(page, 'Straße', 'Königstraße');
  await typeInto(page, 'Hausnummer', '12');
  await typeInto(page, 'PLZ', '70173');
  await typeInto(page, 'Ort', 'Stuttgart');
  const terms = page.getByLabel(/Allgemeinen Geschäftsbedingungen/);
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: 'Weiter', exact: true }));
  await page.keyboard.press('Enter');

  const paymentHeading = page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' });
  await expect(paymentHeading).toBeFocused();
  await tabTo(page, page.getByRole('radio').first());
  await arrowTo(page, 'SEPA-Lastschrift');
  await tabTo(page, page.getByRole('group', { name: /Zahlungsweise/ }).getByRole('radio').first());
  await arrowTo(page, 'monatlich');
  await typeInto(page, 'IBAN', 'DE89370400440532013000');
  await page.keyboard.press('Tab');
  await expect(page.getByText(/Ihre Bank:/)).toBeVisible();
  const mandate = page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.');
  await tabTo(page, mandate);
  await page.keyboard.press('Space');
  await expect(mandate).toBeChecked();
  const next = page.getByRole('button', { name: 'Weiter', exact: true });
  await tabTo(page, next);
  // Shift+Tab returns to the mandate unchanged.
  await tabTo(page, mandate, { backwards: true });
  await expect(mandate).toBeChecked();
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toBeFocused();
  await tabTo(page, page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }), { maxPresses: 60 });
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/success$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await tabTo(page, page.getByRole('link').filter({ hasText: /Startseite|Übersicht/ }).first(), { maxPresses: 60 });

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000' } });
});

test('the skip link is the first stop and moves focus to the content', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-DIGITAL-STANDARD');
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Zum Inhalt springen' });
  await tabTo(page, skip, { maxPresses: 1 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('#content')).toBeFocused();
  // The fragment link stays in the checkout (it once counted as a back step and left for the tenant's site).
  await expect(page).toHaveURL(/\/neubestellung\/abo\/\?tenant=stz&wa=STZ-DIGITAL-STANDARD#content$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
});

test('Enter in the connect-customer-number block sends that block, not the order form', async ({ page }) => {
  const redirect = '/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD';
  await page.goto(`/sandbox/login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(/Anna Neukunde/).check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  const toggle = page.getByRole('button', { name: 'Sind Sie bereits Abonnentin oder Abonnent?' });
  await tabTo(page, toggle);
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const connect = page.getByRole('form', { name: 'Kundennummer verknüpfen' });
  await tabTo(page, connect.getByRole('textbox', { name: 'Kundennummer' }));
  await page.keyboard.type('3000000101');
  await tabTo(page, connect.getByRole('textbox', { name: 'Nachname' }));
  await page.keyboard.type('Schmidt');
  await tabTo(page, connect.getByRole('checkbox'));
  await page.keyboard.press('Space');
  await tabTo(page, connect.getByRole('textbox', { name: 'Nachname' }), { backwards: true });
  const connected = page.waitForResponse((response) => response.url().endsWith('/connectUser') && response.ok());
  // The result shows only after the reload: wait for the new document and its Start page, not just for the answer
  // (the answer comes long before a cold reloaded page has fetched its scripts and its initial load).
  const reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await connected;
  await reloaded;
  await expect(page.getByRole('heading', { level: 2, name: 'Ihre Daten' })).toBeVisible();
  // After the reload the account has the connected customer number, so the block is gone and the name is the customer's.
  await expect(page.getByRole('status').filter({ hasText: 'Vielen Dank! Ihre Kundennummer ist jetzt mit Ihrem Benutzerkonto verknüpft.' })).toBeVisible();
  await expect(toggle).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Nachname', exact: true })).toHaveValue('Schmidt');
  await expect(page).not.toHaveURL(/gpNr=/);
  await expect(page.getByText('Bitte überprüfen Sie die gekennzeichneten Felder und füllen Sie die Pflichtfelder aus.')).toHaveCount(0);
});
