import type { Page } from '@playwright/test';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const overview = '/internal/orderBonusesOverview';
const customizing = (materialNumber: string) => `/internal/orderBonusCustomizing/${materialNumber}`;
const bonusApi = (tenant: string, materialNumber: string) => `/api/customizing-service/v1/swmh/${tenant}/bonus/${materialNumber}`;
const table = (page: Page) => page.getByRole('table', { name: /^Prämien von/ });
const rows = (page: Page) => table(page).locator('tbody tr');

test('the overview lists the bonuses with image, material number, title, classification, validity and active; the title opens the customizing', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', overview);
  await expect(page.getByRole('heading', { level: 1, name: 'Prämien' })).toBeVisible();
  await expect(table(page)).toHaveAccessibleName('Prämien von Kornwestheimer Zeitung: 3 von 3');
  await expect(rows(page)).toHaveCount(3);
  const headphones = rows(page).filter({ hasText: 'KWZ-B-KOPFHOERER' });
  await expect(headphones.getByRole('img', { name: 'Bild der Prämie Kabellose Kopfhörer' })).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await expect(headphones.getByRole('cell')).toHaveText(['', 'KWZ-B-KOPFHOERER', 'Kabellose Kopfhörer', 'Sachprämie', '01.01.2024', 'aktiv']);
  await headphones.getByRole('link', { name: 'Kabellose Kopfhörer' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusCustomizing\/KWZ-B-KOPFHOERER(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Prämie bearbeiten: Kabellose Kopfhörer' })).toBeVisible();
});

test('the classifications show their German labels, and the table sorts by a column', async ({ page }) => {
  await adminSteps.login(page, 'stz', 'admin', overview);
  await expect(rows(page)).toHaveCount(2);
  await expect(rows(page).filter({ hasText: 'STZ-B-BAR30' }).getByRole('cell').nth(3)).toHaveText('Barprämie');
  await expect(rows(page).filter({ hasText: 'STZ-B-WEIN' }).getByRole('cell').nth(3)).toHaveText('Sachprämie');
  const titleHeader = table(page).getByRole('columnheader', { name: /Titel/ });
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(rows(page).locator('td:nth-child(3)')).toHaveText(['30 € Werbeprämie', 'Weinpaket Württemberg']);
  await titleHeader.getByRole('button').click();
  await expect(titleHeader).toHaveAttribute('aria-sort', 'descending');
  await expect(rows(page).locator('td:nth-child(3)')).toHaveText(['Weinpaket Württemberg', '30 € Werbeprämie']);
});

test('the active filter asks the server with the query, the free-text filter narrows the list, each with its empty state', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'admin', overview);
  await expect(rows(page)).toHaveCount(3);
  // One bonus made inactive by staff, through the same update call the customizing sends.
  const loaded = await (await page.request.get(bonusApi('kwz', 'KWZ-B-REGENSCHIRM'))).json();
  const update = await page.request.put(bonusApi('kwz', 'KWZ-B-REGENSCHIRM'), {
    headers: { origin: new URL(page.url()).origin },
    data: { title: loaded.title, textLabel: loaded.textLabel, text: loaded.text, linkLabel: loaded.linkLabel, link: loaded.link, infoPoints: loaded.infoPoints, validFrom: loaded.validFrom, active: false, classification: loaded.classification, cashBonus: null },
  });
  expect(update.status()).toBe(200);

  const inactive = page.waitForRequest((request) => request.url().includes('/kwz/bonuses?active=false'));
  await page.getByLabel('Status').selectOption('inaktiv');
  await inactive;
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Taschenschirm');
  await expect(rows(page).first()).toContainText('inaktiv');

  const active = page.waitForRequest((request) => request.url().includes('/kwz/bonuses?active=true'));
  await page.getByLabel('Status').selectOption('aktiv');
  await active;
  await expect(rows(page)).toHaveCount(2);

  await page.getByRole('searchbox', { name: 'Suche' }).fill('gutschein');
  await expect(rows(page)).toHaveCount(1);
  await expect(table(page)).toHaveAccessibleName('Prämien von Kornwestheimer Zeitung: 1 von 2');
  await page.getByRole('searchbox', { name: 'Suche' }).fill('Fahrrad');
  await expect(page.getByText('Keine Prämie passt zu Ihrer Suche.')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Suche' }).fill('');
  await page.getByLabel('Status').selectOption('alle');
  await expect(rows(page)).toHaveCount(3);
});

test('a tenant without bonuses shows the empty list', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', overview);
  await expect(page.getByText('Für diesen Titel sind noch keine Prämien angelegt.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
});

test('a failed list goes to the home with a message (platform.md section 8)', async ({ page, request }) => {
  await adminSteps.login(page, 'kwz', 'admin');
  await sandbox.inject(request, { call: 'bonuses', status: 500, times: 1 });
  await adminSteps.areas(page).getByRole('link', { name: /^Prämien pflegen/ }).click();
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByText('Die Prämien konnten nicht geladen werden.', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Kornwestheimer Zeitung' })).toBeVisible();
});

test('a user (Benutzer) edits bonuses but sees neither the create button nor delete, and cannot open the creation', async ({ page }) => {
  await adminSteps.login(page, 'ez', 'benutzer', overview);
  await expect(rows(page)).toHaveCount(2);
  await expect(page.getByRole('link', { name: 'Konfigurierbare Prämie anlegen' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Löschen/ })).toHaveCount(0);
  await rows(page).getByRole('link', { name: 'Fahrradhelm' }).click();
  await expect(page.getByRole('button', { name: 'Änderungen speichern' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Löschen/ })).toHaveCount(0);
  await page.goto('/internal/complexOrderBonus/neuAnlage');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Eßlinger Zeitung' })).toBeVisible();
  await expect(page.getByText('Für diesen Bereich fehlen Ihnen die Rechte.', { exact: false })).toBeVisible();
});

for (const mailbox of ['admin', 'keyuser'] as const) {
  test(`the ${mailbox} sees create and delete; deleting a bonus a campaign offers is refused with the campaigns named`, async ({ page }) => {
    await adminSteps.login(page, 'ez', mailbox, overview);
    await expect(page.getByRole('link', { name: 'Konfigurierbare Prämie anlegen' })).toBeVisible();
    await rows(page).filter({ hasText: 'EZ-B-LESELAMPE' }).getByRole('button', { name: /^Löschen/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Prämie löschen?' });
    await expect(dialog).toContainText('„Leselampe“ (EZ-B-LESELAMPE)');
    await dialog.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(dialog).toHaveCount(0);
    await rows(page).filter({ hasText: 'EZ-B-LESELAMPE' }).getByRole('button', { name: /^Löschen/ }).click();
    await dialog.getByRole('button', { name: 'Endgültig löschen' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Die Prämie „Leselampe“ (EZ-B-LESELAMPE) kann nicht gelöscht werden, solange Verkaufsaktionen sie anbieten: EZ-PRINT-KOMPLEXPRAEMIE. Nehmen Sie sie dort zuerst heraus.',
    );
    await expect(rows(page)).toHaveCount(2);
  });
}

test('customizing: a text change shows in the tile preview at once, saves, replaces the entry and is in the audit log with the person and the values', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('KWZ-B-GUTSCHEIN'));
  const preview = page.locator('.bonus-preview__tiles .bonus-tile');
  await expect(preview.getByRole('heading', { name: 'Einkaufsgutschein 25 €' })).toBeVisible();
  await expect(preview.locator('.bonus-tile__label')).toHaveText('Sachprämie');

  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('Einkaufsgutschein 30 €');
  await page.getByRole('textbox', { name: 'Beschreibung', exact: true }).fill('Ein Gutschein für über 500 Geschäfte der Region.');
  await page.getByRole('button', { name: 'Infopunkt hinzufügen' }).click();
  await expect(page.getByRole('textbox', { name: 'Infopunkt 2', exact: true })).toBeFocused();
  await page.keyboard.type('Drei Jahre gültig');
  await expect(preview.getByRole('heading', { name: 'Einkaufsgutschein 30 €' })).toBeVisible();
  await expect(preview).toContainText('Ein Gutschein für über 500 Geschäfte der Region.');
  await expect(preview.getByRole('listitem')).toHaveText(['Einlösbar in über 500 Geschäften', 'Drei Jahre gültig']);

  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Die Änderungen wurden gespeichert.' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Prämie bearbeiten: Einkaufsgutschein 30 €' })).toBeVisible();

  const audit = page.getByRole('table', { name: /^Änderungen an der Prämie KWZ-B-GUTSCHEIN/ });
  const entry = audit.locator('tbody tr').first();
  await expect(entry).toContainText('Ute Unger (benutzer@kwz.verlag.example)');
  await expect(entry).toContainText('geändert');
  await expect(entry.locator('li').filter({ hasText: 'title' })).toHaveText('title: Einkaufsgutschein 25 € → Einkaufsgutschein 30 €');
  await expect(entry.locator('li').filter({ hasText: 'text:' })).toHaveText('text: Ein Gutschein für den regionalen Handel. → Ein Gutschein für über 500 Geschäfte der Region.');

  // The guard has nothing to ask after the save; the overview shows the saved title.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
  await expect(rows(page).filter({ hasText: 'KWZ-B-GUTSCHEIN' }).getByRole('link')).toHaveText('Einkaufsgutschein 30 €');
});

test('customizing: classification, cash amount, validity and active save; the label follows the classification', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'admin', customizing('KWZ-B-REGENSCHIRM'));
  const preview = page.locator('.bonus-preview__tiles .bonus-tile');
  await expect(preview).toContainText('zzgl. Zuzahlung 4,90 €');
  await page.getByRole('radio', { name: 'Barprämie' }).check();
  await expect(preview.locator('.bonus-tile__label')).toHaveText('Barprämie');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByRole('alert').first()).toContainText('Bitte überprüfen Sie die gekennzeichneten Felder.');
  await expect(page.getByRole('alert').first()).toBeFocused();
  await page.getByLabel('Betrag der Barprämie in Euro').fill('25,50');
  await expect(preview).toContainText('Barprämie: 25,50 €');
  await page.getByLabel('Gültig ab').fill('2026-03-01');
  await page.getByLabel('Aktiv (Leser können die Prämie wählen)').uncheck();
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page.getByText('Die Änderungen wurden gespeichert.', { exact: false })).toBeVisible();
  const stored = await (await page.request.get(bonusApi('kwz', 'KWZ-B-REGENSCHIRM'))).json();
  expect(stored).toMatchObject({ classification: 'CASH', label: 'Barprämie', cashBonus: 25.5, validFrom: '2026-03-01', active: false });
  await page.goto(overview);
  await expect(rows(page).filter({ hasText: 'KWZ-B-REGENSCHIRM' }).getByRole('cell')).toHaveText(['', 'KWZ-B-REGENSCHIRM', 'Taschenschirm', 'Barprämie', '01.03.2026', 'inaktiv', /Löschen/]);
});

test('customizing: bad input shows messages at the fields and in a focused summary, keeping what was typed', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('KWZ-B-KOPFHOERER'));
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Link', exact: true }).fill('www.example.de/kopfhoerer');
  await page.getByRole('textbox', { name: 'Linktext', exact: true }).fill('');
  await page.getByRole('textbox', { name: 'Infopunkt 2', exact: true }).fill('');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  const summary = page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder.' });
  await expect(summary).toBeFocused();
  await expect(summary.getByRole('link')).toHaveText([
    'Titel: Bitte geben Sie einen Titel ein.',
    'Link: Bitte geben Sie eine Adresse ein, die mit http:// oder https:// beginnt.',
    'Linktext: Bitte geben Sie einen Linktext ein.',
    'Infopunkt 2: Bitte füllen Sie den Infopunkt aus oder entfernen Sie ihn.',
  ]);
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Link', exact: true })).toHaveValue('www.example.de/kopfhoerer');
  await summary.getByRole('link', { name: 'Bitte geben Sie einen Linktext ein.' }).click();
  await expect(page.getByRole('textbox', { name: 'Linktext', exact: true })).toBeFocused();
});

test('customizing: a refusal with fields from the server stays on the form and shows them at the fields', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('KWZ-B-KOPFHOERER'));
  // The server checks the same rules as the form; a refusal the form cannot foresee (a rule changed on the server) is answered like this.
  await page.route('**/swmh/kwz/bonus/KWZ-B-KOPFHOERER', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({ status: 400, json: { error: 'INVALID_BONUS', message: 'Bitte prüfen Sie die markierten Felder.', fields: [{ path: 'textLabel', message: 'Diese Überschrift ist vergeben.' }] } })
      : route.continue(),
  );
  await page.getByLabel('Überschrift der Beschreibung').fill('Technik');
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusCustomizing\/KWZ-B-KOPFHOERER(\?|$)/);
  await expect(page.locator('#field-textLabel-error')).toHaveText('Diese Überschrift ist vergeben.');
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie' }).getByRole('link')).toHaveText(['Überschrift der Beschreibung: Diese Überschrift ist vergeben.']);
  await expect(page.getByLabel('Überschrift der Beschreibung')).toHaveValue('Technik');
});

test('customizing: a failed save goes to the overview with a message', async ({ page, request }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('KWZ-B-KOPFHOERER'));
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('Kopfhörer Pro');
  await sandbox.inject(request, { call: 'updateBonus', status: 500, times: 1 });
  await page.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
  await expect(page.getByRole('alert')).toContainText('Die Änderungen an der Prämie „Kabellose Kopfhörer“ (KWZ-B-KOPFHOERER) konnten nicht gespeichert werden.');
});

test('customizing: an unknown bonus goes to the overview with a message', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('GIBT-ES-NICHT'));
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
  await expect(page.getByRole('alert')).toContainText('Die Prämie GIBT-ES-NICHT konnte nicht geladen werden.');
});

test('customizing: leaving with unsaved changes asks first; back goes to the overview, from there to the home', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing('KWZ-B-KOPFHOERER'));
  await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('Kopfhörer Pro');
  await page.getByRole('button', { name: 'Zurück' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(page.getByRole('textbox', { name: 'Titel', exact: true })).toHaveValue('Kopfhörer Pro');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await dialog.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
  await expect(page).toHaveURL(/\/internal\/orderBonusesOverview$/);
  await expect(rows(page).filter({ hasText: 'KWZ-B-KOPFHOERER' }).getByRole('link')).toHaveText('Kabellose Kopfhörer');
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/internal$/);
});

for (const [tenant, width, materialNumber] of [['kwz', 1280, 'KWZ-B-KOPFHOERER'], ['ez', 768, 'K-EZ-FAHRRADHELM'], ['cz', 768, 'CZ-B-BAR50']] as const) {
  test(`axe finds nothing on the bonus overview and customizing of ${tenant} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSteps.login(page, tenant, 'admin', overview);
    await expect(rows(page).first()).toBeVisible();
    await checkAccessibility(page, `the bonus overview of ${tenant}`);
    await page.goto(customizing(materialNumber));
    await expect(page.getByRole('heading', { name: 'Vorschau der Kachel' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Änderungen an der Prämie/ }).or(page.getByText('Noch keine Änderungen protokolliert.'))).toBeVisible();
    await page.getByRole('textbox', { name: 'Titel', exact: true }).fill('');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie' })).toBeFocused();
    await checkAccessibility(page, `the bonus customizing of ${tenant} with an error`);
  });
}
