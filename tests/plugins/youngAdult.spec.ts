import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const heading = 'Ihr Altersnachweis';
// A card L01X00T47 of a reader born 12.03.2005, valid until 15.06.2033, check digits by ICAO 9303.
const zone = { line1Field1: 'l01x00t471', line2Field1: '0503121', line2Field2: '3306150d', line2Field3: '2108', line2Field4: '5' };
const labels = {
  birthDate: 'Geburtsdatum (TT.MM.JJJJ)',
  line1Field1: 'Zeile 1: Ausweisnummer mit Prüfziffer',
  line2Field1: 'Zeile 2, Feld 1: Geburtsdatum mit Prüfziffer',
  line2Field2: 'Zeile 2, Feld 2: Ablaufdatum mit Prüfziffer und „D“',
  line2Field3: 'Zeile 2, Feld 3: Zusatzangaben (optional)',
  line2Field4: 'Zeile 2, Feld 4: letzte Prüfziffer',
};

async function toYoungAdultForm(page: Page, tenant: string, campaign: string): Promise<void> {
  await funnelSteps.open(page, tenant, `wa=${campaign}`);
  await pluginSteps.fillOrderForm(page, { firstName: 'Jana', lastName: 'Jung', email: 'jana@example.de' }, pluginSteps.addresses.stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectStepHeading(page, heading);
}

async function fillForm(page: Page, birthDate: string, fields: Partial<typeof zone> = zone): Promise<void> {
  await page.getByLabel(labels.birthDate).fill(birthDate);
  for (const [field, value] of Object.entries({ ...zone, ...fields })) {
    await page.getByRole('textbox', { name: labels[field as keyof typeof zone] }).fill(value);
  }
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a young adult proves the age with birth date and ID card, and birthDate and mrz reach the order', async ({ page, request }) => {
  await toYoungAdultForm(page, 'sz', 'SZ-DIGITAL-U27');
  await expect(page.getByRole('img', { name: /Beispiel: Rückseite eines Personalausweises/ })).toBeVisible();
  await checkAccessibility(page, 'the young-adult form');

  await page.getByLabel(labels.birthDate).fill('12.3.2005');
  await page.getByLabel(labels.birthDate).blur();
  await expect(page.getByLabel(labels.birthDate)).toHaveValue('12.03.2005');
  await page.getByRole('textbox', { name: labels.line1Field1 }).fill(zone.line1Field1);
  await expect(page.getByRole('textbox', { name: labels.line1Field1 })).toHaveValue('L01X00T471');
  await fillForm(page, '12.03.2005');
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({
    salesCampaignId: 'SZ-DIGITAL-U27',
    birthDate: '2005-03-12',
    mrz: { line1Field1: 'L01X00T471', line2Field1: '0503121', line2Field2: '3306150D', line2Field3: '2108', line2Field4: '5' },
  });
});

test('a reader who copies the example ID card with its birth date gets through, and the order carries that mrz', async ({ page, request }) => {
  await toYoungAdultForm(page, 'sz', 'SZ-DIGITAL-U27');
  // The five fields exactly as the image shows them (the red marks, in reading order).
  const shown = await page.getByRole('img', { name: /Beispiel: Rückseite eines Personalausweises/ }).locator('tspan').allTextContents();
  const [line1Field1, line2Field1, line2Field2, line2Field3, line2Field4] = shown;
  expect(shown).toHaveLength(5);
  expect(line2Field3).toBe('2108');
  await fillForm(page, '12.08.2007', { line1Field1, line2Field1, line2Field2, line2Field3, line2Field4 } as typeof zone);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect((await sandbox.onlyOrder(request)).request).toMatchObject({ birthDate: '2007-08-12', mrz: { line1Field1, line2Field1, line2Field2, line2Field3, line2Field4 } });
});

test('a wrong date, too young, too old, a broken ID zone and a mismatching birth date each show their message', async ({ page }) => {
  await toYoungAdultForm(page, 'sz', 'SZ-DIGITAL-U27');
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });

  await fillForm(page, '31.02.2005');
  await expect(summary).toContainText('Bitte geben Sie ein gültiges Datum im Format TT.MM.JJJJ ein.');
  // With no usable birth date the card cannot be checked against it.
  await expect(summary).toContainText('Ihr Ausweis oder Ihr Geburtsdatum konnte nicht geprüft werden.');
  await checkAccessibility(page, 'the young-adult form with a date error');

  await fillForm(page, '01.01.2015');
  await expect(summary).toContainText('Für dieses Angebot müssen Sie mindestens 18 Jahre alt sein.');
  await expect(summary).toContainText('Ihre Eltern oder eine andere volljährige Person können das Abonnement gerne für Sie bestellen.');

  // U27: the text names the limit minus one.
  await fillForm(page, '01.01.1990');
  await expect(summary).toContainText('Dieses Angebot gilt nur bis zu einem Alter von 26 Jahren.');

  await fillForm(page, '12.03.2005', { line2Field1: '05031' });
  await expect(summary).toContainText('Die Ausweisdaten sind ungültig. Bitte prüfen Sie Ihre Eingaben.');
  await expect(page.getByRole('textbox', { name: labels.line2Field1 })).toHaveAttribute('aria-invalid', 'true');

  await fillForm(page, '12.03.2005', { line2Field4: '6' });
  await expect(page.getByText('Die Angaben aus Ihrem Personalausweis konnten wir nicht bestätigen. Bitte prüfen Sie Ihre Eingaben.').first()).toBeVisible();
  await checkAccessibility(page, 'the young-adult form with an ID error');

  await fillForm(page, '13.03.2005');
  await expect(page.getByText('Das Geburtsdatum stimmt nicht mit den Angaben in Ihrem Personalausweis überein.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);
});

test('the U30 offer names 29 as the oldest age', async ({ page }) => {
  await toYoungAdultForm(page, 'stz', 'STZ-DIGITAL-U30');
  await fillForm(page, '01.01.1990');
  await expect(page.getByRole('alert').filter({ hasText: 'Dieses Angebot gilt nur bis zu einem Alter von 29 Jahren.' })).toBeVisible();
});

test('back navigation from the start page shows the young-adult form again', async ({ page }) => {
  await toYoungAdultForm(page, 'sz', 'SZ-DIGITAL-U27');
  await fillForm(page, '12.03.2005');
  await pluginSteps.headerBackToStart(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Jana');
  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, heading);
});

test('the birth date and the ID card\'s digit fields offer the numeric keyboard, and a date typed there without dots is understood', async ({ page }) => {
  await toYoungAdultForm(page, 'sz', 'SZ-DIGITAL-U27');
  const birthDate = page.getByLabel(labels.birthDate);
  await expect(birthDate).toHaveAttribute('inputmode', 'numeric');
  await expect(birthDate).toHaveAttribute('autocomplete', 'bday');
  await expect(page.getByRole('textbox', { name: labels.line2Field1 })).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('textbox', { name: labels.line2Field4 })).toHaveAttribute('inputmode', 'numeric');
  await expect(page.getByRole('textbox', { name: labels.line1Field1 })).not.toHaveAttribute('inputmode', 'numeric');

  // Many numeric keyboards have no dot: "12032005" is read as 12.03.2005.
  await fillForm(page, '12032005');
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
});
