import type { Page } from '@playwright/test';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

const campaign = 'wa=SWB-PRINT-GESCHENK-PRAEMIE';
const giver = { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de' };
const giverAddress = { street: 'Hauptstraße', streetNumber: '11', zipCode: '78628', city: 'Rottweil' };
const recipientAddress = { street: 'Obere Straße', streetNumber: '3', zipCode: '78050', city: 'Villingen-Schwenningen' };
const block = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const checkHeading = 'Bestellung abschließen';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

/** Bonus with variant and extra charge, giver, recipient with title, region, start date; SEPA paid quarterly. */
async function orderUpToTheCheckPage(page: Page): Promise<string> {
  await funnelSteps.open(page, 'swb', campaign);
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await page.getByLabel('Holz').selectOption('Linde');
  await page.getByLabel('Größe').selectOption('Groß');
  await expect(page.getByText('zzgl. Zuzahlung 9,90 €')).toBeVisible();
  await page.getByRole('button', { name: /^Auswählen: Kuckucksuhr/ }).click();
  const cart = page.getByRole('region', { name: 'Ihre Prämienauswahl' });
  await expect(cart.getByText('Kuckucksuhr Linde groß')).toBeVisible();
  await cart.getByRole('button', { name: 'Weiter' }).click();

  await funnelSteps.expectStepHeading(page, 'Ihre Daten als Schenkende oder Schenkender');
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, giverAddress);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await funnelSteps.fillPerson(page, { salutation: 'Herr', firstName: 'Bruno', lastName: 'Beschenkt' });
  await page.getByLabel('Titel').selectOption({ label: 'Dr.' });
  await funnelSteps.fillStreetAddress(page, recipientAddress);
  await page.getByRole('combobox', { name: 'Region' }).selectOption({ label: 'Oberndorf am Neckar' });
  const earliest = await startDateSteps.earliestIso(page);
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await startDateSteps.fill(page, earliest);
  await funnelSteps.acceptTermsAndContinue(page);

  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89370400440532013000');
  await page.getByRole('textbox', { name: 'IBAN', exact: true }).blur();
  await expect(page.getByText(/Ihre Bank:/)).toBeVisible();
  await page.getByRole('radio', { name: 'vierteljährlich', exact: true }).check();
  await page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.').check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, checkHeading);
  return earliest;
}

/** From a change on the start page back to the check page the reader's way: the order form, then the payment page as it was left. */
async function continueToCheckPage(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, checkHeading);
}

const displayDate = (iso: string) => iso.split('-').reverse().join('.');

test('the check page of a bonus + gift + region order shows every block, each change link leads to its step with the value kept, and the order stores what was shown', async ({ page, request }) => {
  const startDate = await orderUpToTheCheckPage(page);

  const offer = block(page, 'Ihr Angebot');
  await expect(offer).toContainText('Schwarzwälder Bote verschenken – mit Prämie');
  await expect(offer.getByRole('definition').filter({ hasText: displayDate(startDate) })).toBeVisible();
  const shownPrice = (await offer.getByRole('term').filter({ hasText: 'vierteljährlich' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '';
  expect(shownPrice).toMatch(/^\d+,\d{2} €$/);

  const bonus = block(page, 'Ihre Prämie');
  for (const text of ['Sachprämie', 'Kuckucksuhr', 'Holz: Linde, Größe: Groß', 'zzgl. Zuzahlung 9,90 €']) await expect(bonus).toContainText(text);
  const edition = block(page, 'Ihre Lokalausgabe');
  await expect(edition.getByRole('definition')).toHaveText('Oberndorf am Neckar');

  const giverBlock = block(page, 'Schenkende Person');
  for (const text of ['Frau Gisela Geberin', 'Hauptstraße 11', '78628 Rottweil', 'gisela@example.de', 'Zahlt das Abonnement.']) await expect(giverBlock).toContainText(text);
  const recipientBlock = block(page, 'Beschenkte Person');
  for (const text of ['Herr Dr. Bruno Beschenkt', 'Obere Straße 3', '78050 Villingen-Schwenningen']) await expect(recipientBlock).toContainText(text);
  await expect(recipientBlock).not.toContainText('Zahlt');

  const payment = block(page, 'Zahlung');
  for (const text of ['SEPA-Lastschrift', 'vierteljährlich', 'DE89 **** **** **** **30 00', 'Gisela Geberin']) await expect(payment).toContainText(text);
  await expect(payment).not.toContainText('DE89370400440532013000');
  // Every block is a headed definition list.
  for (const region of [offer, bonus, edition, giverBlock, recipientBlock, payment]) await expect(region.locator('dl > dt').first()).toBeVisible();
  await checkAccessibility(page, 'the complete check page of a bonus + gift + region order');

  // Each change link says what it changes and leads to its step, the value kept.
  await page.getByRole('link', { name: 'Zahlungsdaten ändern' }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(page.getByRole('radio', { name: 'vierteljährlich', exact: true })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, checkHeading);

  await page.getByRole('link', { name: 'Lokalausgabe ändern' }).click();
  await expect(page.getByRole('combobox', { name: 'Region' })).toBeFocused();
  await expect(page.getByRole('combobox', { name: 'Region' })).toHaveValue('OB');
  await continueToCheckPage(page);

  await page.getByRole('link', { name: 'Beginn ändern' }).click();
  await expect(page.locator('#field-startDate')).toBeFocused();
  await expect(page.locator('#field-startDate')).toHaveValue(displayDate(startDate));
  await continueToCheckPage(page);

  await page.getByRole('link', { name: 'Beschenkte Person: Angaben ändern' }).click();
  await expect(page.getByLabel('Anrede')).toBeFocused();
  await expect(page.getByLabel('Titel')).toHaveValue('01');
  await expect(page.getByLabel('Vorname')).toHaveValue('Bruno');
  await continueToCheckPage(page);

  await page.getByRole('link', { name: 'Schenkende Person: Angaben ändern' }).click();
  await funnelSteps.expectStepHeading(page, 'Ihre Daten als Schenkende oder Schenkender');
  await expect(page.getByLabel('Anrede')).toBeFocused();
  await expect(page.getByLabel('Vorname')).toHaveValue('Gisela');
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveValue('Hauptstraße');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  // Saving the giver again keeps the recipient typed before.
  await expect(page.getByLabel('Vorname')).toHaveValue('Bruno');
  await continueToCheckPage(page);

  await page.getByRole('link', { name: 'Prämie ändern' }).click();
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await expect(page.getByRole('region', { name: 'Ihre Prämienauswahl' }).getByText('Kuckucksuhr Linde groß')).toBeVisible();
  await page.getByRole('region', { name: 'Ihre Prämienauswahl' }).getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('Bruno');
  await continueToCheckPage(page);

  // After all the round trips the page shows the same order, which is then stored as shown.
  await expect(block(page, 'Ihre Lokalausgabe').getByRole('definition')).toHaveText('Oberndorf am Neckar');
  await expect(block(page, 'Beschenkte Person')).toContainText('Herr Dr. Bruno Beschenkt');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/success$/);
  // A gift's giver is told when the recipient's delivery starts, and where the confirmation goes.
  const next = page.getByRole('region', { name: 'So geht es weiter' });
  await expect(next).toContainText(`Die beschenkte Person erhält ihr Abonnement ab dem ${displayDate(startDate)}.`);
  await expect(next).toContainText('per E-Mail an gisela@example.de.');

  const order = await sandbox.onlyOrder(request);
  expect(order).toMatchObject({ tenant: 'swb', salesCampaignId: 'SWB-PRINT-GESCHENK-PRAEMIE', paymentMethodKey: '7', billingFrequency: '04' });
  expect(`${order.price?.toFixed(2).replace('.', ',')} €`).toBe(shownPrice);
  expect(order.request).toMatchObject({
    bonusMatNrs: ['K-SWB-KUCKUCKSUHR-LG'],
    pva: 'OB',
    validFrom: startDate,
    loggedInCustomerRole: 'purchaser',
    purchaserAddresses: { privateAddress: { salutation: '03', firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de', street: 'Hauptstraße', zipCode: '78628' } },
    recipientAddresses: { privateAddress: { salutation: '02', title: '01', firstName: 'Bruno', lastName: 'Beschenkt', street: 'Obere Straße', zipCode: '78050' } },
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Gisela Geberin', billingFrequency: '04' },
  });
});

test('a change link gives its field the focus in the task that shows it: keys typed at once land in the field, which is in view', async ({ page }) => {
  await journey.toPayment(page);
  await orderSteps.payBySepa(page);
  await funnelSteps.expectHeading(page, checkHeading);

  // A browser that draws no frame for a while (a busy phone, a tab in the background) still runs the page's tasks.
  await page.evaluate(() => {
    window.requestAnimationFrame = () => 0;
  });
  await page.getByRole('link', { name: 'Zahlungsdaten ändern' }).click();
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  await expect(iban).toBeVisible();
  // No wait for the focus: a reader who types as soon as the field shows types into it.
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('DE02120300000000202051');
  await expect(iban).toHaveValue('DE02120300000000202051');
  await expect(iban).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' })).not.toBeFocused();
});
