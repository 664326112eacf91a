import type { Page } from '@playwright/test';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const creation = '/internal/complexOrderBonus/neuAnlage';
const textbox = (scope: Page | ReturnType<Page['getByRole']>, name: string) => scope.getByRole('textbox', { name, exact: true });
const property = (page: Page, number: number) => page.getByRole('group', { name: new RegExp(`^Eigenschaft ${number}`) });
const variant = (page: Page, number: number) => page.getByRole('group', { name: new RegExp(`^Variante ${number}`) });
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder.' });

/** Fills a backpack in two colours: one property, two variants, the second with a charge. */
async function fillBackpack(page: Page, materialNumber: string, secondVariant = `${materialNumber}-BLAU`): Promise<void> {
  await textbox(page, 'Materialnummer').fill(materialNumber);
  await textbox(page, 'Titel').fill('Wanderrucksack');
  await textbox(page, 'Beschreibung').fill('Wählen Sie Ihre Farbe.');
  await textbox(property(page, 1), 'Name der Eigenschaft').fill('Farbe');
  await textbox(property(page, 1), 'Wert 1').fill('Rot');
  await expect(textbox(property(page, 1), 'Wert 1')).toHaveValue('Rot');
  // The new value's field has the focus once the click's microtasks (React's render) are done, before any later task,
  // such as the next key press, could find the focus elsewhere.
  const focusedAfterClick = await property(page, 1)
    .getByRole('button', { name: 'Wert hinzufügen' })
    .evaluate(async (button) => {
      (button as HTMLButtonElement).click();
      await Promise.resolve();
      return document.activeElement?.id;
    });
  expect(focusedAfterClick).toBe('field-properties-0-values-1');
  await textbox(property(page, 1), 'Wert 2').fill('Blau');
  await textbox(variant(page, 1), 'Materialnummer der Variante').fill(`${materialNumber}-ROT`);
  await textbox(variant(page, 1), 'Titel der Variante').fill('Wanderrucksack Rot');
  await variant(page, 1).getByRole('combobox', { name: 'Farbe' }).selectOption('Rot');
  await page.getByRole('button', { name: 'Variante hinzufügen' }).click();
  await textbox(variant(page, 2), 'Materialnummer der Variante').fill(secondVariant);
  await textbox(variant(page, 2), 'Titel der Variante').fill('Wanderrucksack Blau');
  await variant(page, 2).getByRole('combobox', { name: 'Farbe' }).selectOption('Blau');
  await textbox(variant(page, 2), 'Aufpreis in Euro').fill('4,90');
}

test('the admin creates a complex bonus, lands on its customizing with a message, and deletes it there', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  await expect(page.getByRole('heading', { level: 1, name: 'Konfigurierbare Prämie anlegen' })).toBeVisible();
  await fillBackpack(page, 'K-EZ-RUCKSACK');
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();

  await expect(page).toHaveURL(/\/internal\/orderBonusCustomizing\/K-EZ-RUCKSACK$/);
  await expect(page.getByRole('status').filter({ hasText: 'Die konfigurierbare Prämie K-EZ-RUCKSACK wurde angelegt.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prämie bearbeiten: Wanderrucksack' })).toBeVisible();
  const variants = page.getByRole('table', { name: 'Varianten' }).locator('tbody tr');
  await expect(variants).toHaveCount(2);
  await expect(variants.nth(1).getByRole('cell')).toHaveText(['K-EZ-RUCKSACK-BLAU', 'Wanderrucksack Blau', 'Farbe: Blau', '4,90 €']);
  await expect(page.locator('.bonus-preview__tiles').getByRole('combobox', { name: 'Farbe' })).toBeVisible();
  const created = page.getByRole('table', { name: /^Änderungen an der Prämie K-EZ-RUCKSACK/ }).locator('tbody tr').first();
  await expect(created).toContainText('Andrea Albrecht (admin@ez.verlag.example)');
  await expect(created).toContainText('angelegt');

  await page.getByRole('button', { name: /^Löschen/ }).click();
  await page.getByRole('dialog', { name: 'Prämie löschen?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
  await expect(page.getByRole('status').filter({ hasText: 'Die Prämie „Wanderrucksack“ (K-EZ-RUCKSACK) wurde gelöscht.' })).toBeVisible();
  await expect(page.getByRole('table', { name: /^Prämien von/ }).locator('tbody tr')).toHaveCount(2);
});

test('the key user opens the creation from the overview, creates and deletes the bonus from the overview', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'keyuser', '/internal/orderBonusesOverview');
  await page.getByRole('link', { name: 'Konfigurierbare Prämie anlegen' }).click();
  await expect(page).toHaveURL(/\/internal\/complexOrderBonus\/neuAnlage$/);
  await fillBackpack(page, 'K-EZ-TASCHE');
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusCustomizing\/K-EZ-TASCHE$/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  const rows = page.getByRole('table', { name: /^Prämien von/ }).locator('tbody tr');
  await expect(rows).toHaveCount(3);
  await rows.filter({ hasText: 'K-EZ-TASCHE' }).getByRole('button', { name: /^Löschen/ }).click();
  await page.getByRole('dialog', { name: 'Prämie löschen?' }).getByRole('button', { name: 'Endgültig löschen' }).click();
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'wurde gelöscht.' })).toBeVisible();
});

test('the rules check live: material number with K, duplicate property names, duplicate variants with the prompt, empty selections; nothing is sent', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/swmh/ez/bonus/')) sent += 1;
  });
  await fillBackpack(page, 'EZ-RUCKSACK', 'K-EZ-RUCKSACK-BLAU');
  await expect(page.locator('#field-materialNumber-error')).toHaveText('Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.');

  // The second variant chooses the first one's value: the duplicate shows at once, with the admin prompt.
  await variant(page, 2).getByRole('combobox', { name: 'Farbe' }).selectOption('Rot');
  await expect(variant(page, 2).locator('.bonus-group-error')).toHaveText(
    'Diese Variante gleicht Variante 1. Bitte prüfen Sie die zugeordneten Varianten auf Duplikate.',
  );

  await page.getByRole('button', { name: 'Eigenschaft hinzufügen' }).click();
  await textbox(property(page, 2), 'Name der Eigenschaft').fill('Farbe');
  await textbox(property(page, 2), 'Wert 1').fill('Grün');
  await expect(property(page, 2).locator('#field-properties-1-name-error')).toHaveText('Die Eigenschaft „Farbe“ gibt es schon.');
  await textbox(property(page, 2), 'Name der Eigenschaft').fill('Größe');

  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link')).toHaveText([
    'Materialnummer: Die Materialnummer einer konfigurierbaren Prämie beginnt mit K.',
    'Größe: Variante 1: Bitte wählen Sie einen Wert für „Größe“.',
    'Größe: Variante 2: Bitte wählen Sie einen Wert für „Größe“.',
  ]);
  await expect(variant(page, 1).getByRole('combobox', { name: 'Größe' })).toHaveAttribute('aria-invalid', 'true');

  // Removing the second property and the duplicate variant leaves a configuration the rules accept.
  await property(page, 2).getByRole('button', { name: 'Eigenschaft 2 entfernen' }).click();
  await variant(page, 2).getByRole('button', { name: 'Variante 2 entfernen' }).click();
  await textbox(page, 'Materialnummer').fill('K-EZ-RUCKSACK');
  await expect(summary(page)).toHaveCount(0);
  expect(sent).toBe(0);
});

test('two properties of the same name: the message stands once, at the second property, and at no variant, also after pressing create', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  await fillBackpack(page, 'K-EZ-RUCKSACK');
  await page.getByRole('button', { name: 'Eigenschaft hinzufügen' }).click();
  await textbox(property(page, 2), 'Name der Eigenschaft').fill('Farbe');
  await textbox(property(page, 2), 'Wert 1').fill('Grün');
  // Each variant now has a second choice named "Farbe"; both variants give it a value, so only the name clash is wrong.
  for (const number of [1, 2]) await variant(page, number).getByRole('combobox', { name: 'Farbe' }).nth(1).selectOption('Grün');

  const duplicate = 'Die Eigenschaft „Farbe“ gibt es schon.';
  const alreadyChosen = /ist schon ein Wert gewählt/;
  await expect(property(page, 2).locator('#field-properties-1-name-error')).toHaveText(duplicate);
  await expect(page.getByText(duplicate, { exact: true })).toHaveCount(1);
  await expect(page.getByText(alreadyChosen)).toHaveCount(0);
  for (const number of [1, 2]) await expect(variant(page, number).getByRole('combobox', { name: 'Farbe' }).nth(1)).not.toHaveAttribute('aria-invalid', 'true');

  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(summary(page)).toBeFocused();
  await expect(summary(page).getByRole('link')).toHaveText([`Name der Eigenschaft: Eigenschaft 2: ${duplicate}`]);
  await expect(page.getByText(alreadyChosen)).toHaveCount(0);
  await expect(page).toHaveURL(/\/internal\/complexOrderBonus\/neuAnlage/);
});

test('the server refuses a variant number another bonus has: "Unprocessable variant" with the message at the field, nothing lost', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  await fillBackpack(page, 'K-EZ-RUCKSACK', 'EZ-B-LESELAMPE');
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Unprocessable variant' });
  await expect(refusal).toBeFocused();
  await expect(refusal.getByRole('link')).toHaveText(['Materialnummer der Variante: Variante 2: Die Materialnummer EZ-B-LESELAMPE ist schon vergeben.']);
  await expect(page.locator('#field-variants-1-materialNumber-error')).toHaveText('Die Materialnummer EZ-B-LESELAMPE ist schon vergeben.');
  await expect(textbox(variant(page, 2), 'Titel der Variante')).toHaveValue('Wanderrucksack Blau');
  await expect(page).toHaveURL(/\/internal\/complexOrderBonus\/neuAnlage/);

  await textbox(variant(page, 2), 'Materialnummer der Variante').fill('K-EZ-RUCKSACK-BLAU');
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusCustomizing\/K-EZ-RUCKSACK$/);
});

test('a material number in use is refused (409 BONUS_EXISTS) at its field; a server failure keeps the form', async ({ page, request }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  await fillBackpack(page, 'K-EZ-FAHRRADHELM', 'K-EZ-FAHRRADHELM-BLAU');
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(page.locator('#field-materialNumber-error')).toHaveText('Die Materialnummer K-EZ-FAHRRADHELM ist schon vergeben.');
  await expect(summary(page)).toBeFocused();

  await textbox(page, 'Materialnummer').fill('K-EZ-RUCKSACK');
  await sandbox.inject(request, { call: 'createComplexBonus', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Prämie anlegen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Ihre Eingaben bleiben erhalten' })).toBeVisible();
  await expect(textbox(variant(page, 2), 'Aufpreis in Euro')).toHaveValue('4,90');
});

test('the server refuses the creation to a user (Benutzer), whom the app does not offer it', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'benutzer', '/internal/orderBonusesOverview');
  const answer = await page.request.post('/api/customizing-service/v1/swmh/ez/bonus/K-EZ-RUCKSACK', {
    headers: { origin: new URL(page.url()).origin },
    data: { title: 'Rucksack', textLabel: '', text: '', linkLabel: '', link: '', infoPoints: [], validFrom: null, active: true, additionalCharges: [], properties: [], variants: [] },
  });
  expect(answer.status()).toBe(403);
  const removal = await page.request.delete('/api/customizing-service/v1/swmh/ez/bonus/EZ-B-LESELAMPE', { headers: { origin: new URL(page.url()).origin } });
  expect(removal.status()).toBe(403);
});

test('leaving the creation with typed values asks first; back goes to the overview', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'admin', creation);
  await textbox(page, 'Titel').fill('Rucksack');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' }).getByRole('button', { name: 'Verwerfen und verlassen' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
});

for (const [tenant, width] of [['ez', 1280], ['lz', 768], ['sz', 768]] as const) {
  test(`axe finds nothing on the complex bonus creation of ${tenant} at ${width} px, with and without errors`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSteps.login(page, tenant, 'keyuser', creation);
    await checkAccessibility(page, `the complex bonus creation of ${tenant}`);
    await fillBackpack(page, 'K-RUCKSACK', 'K-RUCKSACK-ROT');
    await variant(page, 2).getByRole('combobox', { name: 'Farbe' }).selectOption('Rot');
    await page.getByRole('button', { name: 'Prämie anlegen' }).click();
    await expect(summary(page)).toBeFocused();
    await checkAccessibility(page, `the complex bonus creation of ${tenant} with errors`);
  });
}
