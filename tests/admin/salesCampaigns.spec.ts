import type { Page } from '@playwright/test';
import { toBonusInput } from '../../admin/api/toBonusInput.ts';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { tabTo } from '../support/tabTo.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const overviewPath = '/internal/salesCampaignsOverview';
const customizingPath = (id: string) => `/internal/salesCampaignCustomizing/${id}`;
const adminApi = (tenant: string, path: string) => `/api/customizing-service/v1/swmh/${tenant}/${path}`;

/** Opens a campaign's customizing page and waits for its form. */
async function openCampaign(page: Page, id: string): Promise<void> {
  await page.goto(customizingPath(id));
  await expect(page.getByRole('heading', { level: 2, name: 'Texte' })).toBeVisible();
}

const saveButton = (page: Page) => page.getByRole('button', { name: 'Speichern', exact: true });
const savedMessage = (page: Page) => page.getByRole('status').filter({ hasText: 'Die Verkaufsaktion ist gespeichert.' });
const errorSummary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Die Verkaufsaktion ist nicht gespeichert.' });

test.describe('overview', () => {
  test('lists the approved campaigns of the tenant, filters by text and active switch, sorts, and resets an empty result', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'benutzer');
    await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen pflegen/ }).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verkaufsaktionen' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Freigegebene Verkaufsaktionen' });
    // The three sz campaigns the catalogue cannot serve are not approved, so they are not listed.
    await expect(page.getByText('16 Verkaufsaktionen')).toBeVisible();
    await expect(table.getByRole('link', { name: 'SZ-OHNE-SHOP' })).toHaveCount(0);
    const row = table.getByRole('row').filter({ has: page.getByRole('link', { name: 'SZ-PRINT-STANDARD', exact: true }) });
    await expect(row.getByRole('cell')).toHaveText(['SZ-PRINT-STANDARD', 'Zeitungs-Abo', 'Print · sz-print', '39,90 € monatlich', 'ja', 'unbegrenzt', 'bestellbar', /Vorschau/]);

    await page.getByLabel('Suchen nach ID, Name, Produkt oder Preis').fill('print probe');
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(page.getByText('1 von 16 Verkaufsaktionen')).toBeVisible();
    await page.getByLabel('Suchen nach ID, Name, Produkt oder Preis').fill('');
    await page.getByLabel('Aktiv', { exact: true }).selectOption({ label: 'nur inaktive' });
    await expect(page.getByText('Keine Verkaufsaktion passt zu Ihrer Suche.')).toBeVisible();
    await page.getByRole('button', { name: 'Filter zurücksetzen' }).click();
    await expect(page.getByText('16 Verkaufsaktionen')).toBeVisible();

    await table.getByRole('button', { name: /^Name/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'ascending');
    const names = table.locator('tbody tr td:nth-child(2)');
    // Numbers sort by value: "4 Wochen" before "14 Tage".
    await expect(names.first()).toHaveText('Digital 4 Wochen gratis');
    const ascending = await names.allTextContents();
    await table.getByRole('button', { name: /^Name/ }).click();
    await expect(table.getByRole('columnheader', { name: /^Name/ })).toHaveAttribute('aria-sort', 'descending');
    await expect(names).toHaveText([...ascending].reverse());
  });

  test('offers the preview of each campaign in a new window, and opens the customizing from the id', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'keyuser', overviewPath);
    const preview = page.getByRole('link', { name: 'Vorschau von SZ-DIGITAL-STANDARD (öffnet in neuem Fenster)' });
    await expect(preview).toHaveAttribute('href', '/neubestellung/abo/?wa=SZ-DIGITAL-STANDARD&tenant=sz&preview=true');
    await expect(preview).toHaveAttribute('target', '_blank');
    await page.getByRole('link', { name: 'SZ-DIGITAL-STANDARD', exact: true }).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignCustomizing\/SZ-DIGITAL-STANDARD(\?|$)/);
    await expect(page.getByRole('heading', { level: 1, name: 'Verkaufsaktion „Digital-Abo“' })).toBeVisible();
  });

  test('without approved campaigns it says so and shows admins the way to the approval', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'admin');
    const approvals = (await (await page.request.get(`/api/customizing-service/v1/swmh/admin/availableSalesCampaigns/sz`)).json()) as { id: string }[];
    const withdrawn = await page.request.post('/api/customizing-service/v1/swmh/admin/approvedSalesCampaigns/sz', {
      headers: { origin: new URL(page.url()).origin },
      data: approvals.map((campaign) => ({ salesCampaignId: campaign.id, approved: false })),
    });
    expect(withdrawn.status()).toBe(200);
    await page.goto(overviewPath);
    await expect(page.getByText('Es sind noch keine Verkaufsaktionen zur Pflege freigegeben.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Verkaufsaktionen freigeben' })).toHaveAttribute('href', '/internal/SalesCampaignsApproval');
  });

  test('a failed list goes to the home with a message', async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'benutzer');
    await sandbox.inject(request, { call: 'salesCampaigns', status: 500, times: 1 });
    await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen pflegen/ }).click();
    await expect(page).toHaveURL(/\/internal(\?|$)/);
    await expect(page.getByText('Die Verkaufsaktionen konnten nicht geladen werden.', { exact: false })).toBeVisible();
  });
});

test.describe('customizing per role', () => {
  for (const mailbox of ['admin', 'keyuser', 'benutzer'] as const) {
    test(`the ${mailbox} of the tenant customizes a campaign, and the stored campaign replaces the form`, async ({ page }) => {
      await adminSteps.login(page, 'sz', mailbox, customizingPath('SZ-DIGITAL-STANDARD'));
      await expect(page.getByRole('heading', { level: 2, name: 'Texte' })).toBeVisible();
      await page.getByLabel('Name der Aktion').fill(`  Digital-Abo (${mailbox})  `);
      await page.getByLabel('Sonderangebot').check();
      await saveButton(page).click();
      await expect(savedMessage(page)).toBeFocused();
      // The server trims the name: the form shows what was stored.
      await expect(page.getByLabel('Name der Aktion')).toHaveValue(`Digital-Abo (${mailbox})`);
      await expect(page.getByRole('heading', { level: 1, name: `Verkaufsaktion „Digital-Abo (${mailbox})“` })).toBeVisible();
      await expect(page.getByLabel('Sonderangebot')).toBeChecked();
      await expect(page.getByText('Keine ungespeicherten Änderungen.')).toBeVisible();
      await page.reload();
      await expect(page.getByLabel('Name der Aktion')).toHaveValue(`Digital-Abo (${mailbox})`);
    });
  }

  test('an account without a role cannot open the customizing, and the server refuses its save', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'ohne-rechte', customizingPath('SZ-DIGITAL-STANDARD'));
    await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff auf die Verwaltung' })).toBeVisible();
    await expect(page.getByLabel('Name der Aktion')).toHaveCount(0);
    const read = await page.request.get(adminApi('sz', 'salesCampaign/SZ-DIGITAL-STANDARD'));
    expect(read.status()).toBe(403);
    const save = await page.request.post(adminApi('sz', 'salesCampaign'), { headers: { origin: new URL(page.url()).origin }, data: { id: 'SZ-DIGITAL-STANDARD' } });
    expect(save.status()).toBe(403);
  });
});

test.describe('opening a campaign that cannot be opened', () => {
  test('an unknown, an unapproved and a failing campaign each go to the overview with a message', async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'benutzer', customizingPath('GIBT-ES-NICHT'));
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await expect(page.getByText('Die Verkaufsaktion „GIBT-ES-NICHT“ gibt es nicht.', { exact: false })).toBeVisible();

    await page.goto(customizingPath('SZ-OHNE-SHOP'));
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await expect(page.getByText('Die Verkaufsaktion „SZ-OHNE-SHOP“ ist nicht zur Pflege freigegeben.', { exact: false })).toBeVisible();

    await sandbox.inject(request, { call: 'salesCampaign', status: 500, times: 1 });
    await page.goto(customizingPath('SZ-PRINT-STANDARD'));
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await expect(page.getByText('Die Verkaufsaktion „SZ-PRINT-STANDARD“ konnte nicht geladen werden.', { exact: false })).toBeVisible();
    // The overview itself works: the message stands above the list.
    await expect(page.getByRole('table', { name: 'Freigegebene Verkaufsaktionen' })).toBeVisible();
  });
});

test.describe('validation', () => {
  test('the campaign rules refuse before sending: summary with focus, messages at the fields, nothing typed is lost', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'benutzer', customizingPath('SZ-PRINT-STANDARD'));
    await page.getByLabel('Name der Aktion').fill('');
    await page.getByRole('button', { name: 'Infopunkt hinzufügen' }).click();
    await expect(page.getByLabel('Infopunkt 3')).toBeFocused();
    await page.getByLabel('Gültig ab').fill('2030-05-01');
    await page.getByLabel('Gültig bis (einschließlich)').fill('2030-04-30');
    await page.getByLabel('Geschenkabo', { exact: true }).check();
    await page.getByLabel('Leser werben Leser').check();
    const germanMethods = page.getByRole('group', { name: 'Zahlungsarten für Deutschland' });
    for (const method of ['Kreditkarte', 'PayPal', 'SEPA-Lastschrift', 'Rechnung']) await germanMethods.getByLabel(method).uncheck();
    await page.getByLabel('Preis 1 in €').fill('neun Euro');
    await saveButton(page).click();

    const summary = errorSummary(page);
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      // Each link names its field (the field's label or legend) before the message.
      'Name der Aktion: Bitte geben Sie einen Namen ein.',
      'Infopunkt 3: Bitte füllen Sie den Infopunkt aus oder entfernen Sie ihn.',
      'Preis 1 in €: Bitte geben Sie einen Preis wie 9,99 ein oder lassen Sie das Feld leer.',
      'Gültig bis (einschließlich): Das Ende darf nicht vor dem Beginn liegen.',
      'Geschenkabo, Leser werben Leser und Studentenabo schließen einander aus.',
      'Zahlungsarten für Deutschland: Bitte wählen Sie mindestens eine Zahlungsart für Deutschland.',
    ]);
    await expect(page.getByLabel('Name der Aktion')).toHaveAttribute('aria-invalid', 'true');
    await expect(germanMethods.getByText('Bitte wählen Sie mindestens eine Zahlungsart für Deutschland.')).toBeVisible();
    await summary.getByRole('link', { name: 'Das Ende darf nicht vor dem Beginn liegen.' }).click();
    await expect(page.getByLabel('Gültig bis (einschließlich)')).toBeFocused();
    // Everything typed is still there.
    await expect(page.getByLabel('Gültig ab')).toHaveValue('2030-05-01');
    await expect(page.getByLabel('Preis 1 in €')).toHaveValue('neun Euro');
    await expect(page.getByLabel('Geschenkabo', { exact: true })).toBeChecked();

    await page.getByLabel('Name der Aktion').fill('Zeitungs-Abo');
    await page.getByRole('button', { name: 'Entfernen (Infopunkt 3)' }).click();
    await page.getByLabel('Gültig bis (einschließlich)').fill('2030-12-31');
    await page.getByLabel('Leser werben Leser').uncheck();
    await germanMethods.getByLabel('Rechnung').check();
    await page.getByLabel('Preis 1 in €').fill('39,90');
    await saveButton(page).click();
    await expect(savedMessage(page)).toBeVisible();
    await expect(page.getByLabel('Geschenkabo', { exact: true })).toBeChecked();
  });

  test('a field the server refuses shows its message at the field and keeps the form', async ({ page }) => {
    await adminSteps.login(page, 'kwz', 'admin', customizingPath('KWZ-PRINT-STANDARD'));
    const bonuses = page.getByRole('group', { name: 'Zugeordnete Prämien' });
    await bonuses.getByLabel('Weitere Prämie').selectOption({ label: 'Taschenschirm (KWZ-B-REGENSCHIRM)' });
    await bonuses.getByRole('button', { name: 'Prämie zuordnen' }).click();
    await expect(bonuses.getByText('Taschenschirm (KWZ-B-REGENSCHIRM)')).toBeVisible();
    await page.getByLabel('Anzahl der Prämien je Bestellung').fill('1');
    await page.getByLabel('Infopunkt 1').fill('Mit Prämie');

    // Meanwhile someone switches the bonus off: the form's list of assignable bonuses is out of date, the server knows.
    const bonusPath = adminApi('kwz', 'bonus/KWZ-B-REGENSCHIRM');
    const bonus = await (await page.request.get(bonusPath)).json();
    expect((await page.request.put(bonusPath, { headers: { origin: new URL(page.url()).origin }, data: { ...toBonusInput(bonus), active: false } })).status()).toBe(200);

    await saveButton(page).click();
    await expect(errorSummary(page).getByRole('link')).toHaveText(['Diese Prämie kann der Aktion nicht zugeordnet werden.']);
    await expect(bonuses.getByText('Diese Prämie kann der Aktion nicht zugeordnet werden.')).toBeVisible();
    await expect(page).toHaveURL(/\/internal\/salesCampaignCustomizing\/KWZ-PRINT-STANDARD(\?|$)/);
    await expect(page.getByLabel('Infopunkt 1')).toHaveValue('Mit Prämie');
    await expect(page.getByLabel('Anzahl der Prämien je Bestellung')).toHaveValue('1');
  });
});

test.describe('leaving and failing', () => {
  test('unsaved changes ask before leaving: stay keeps them, leave drops them', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'benutzer', customizingPath('SZ-PRINT-STANDARD'));
    await page.getByLabel('Name der Aktion').fill('Noch nicht gespeichert');
    await page.getByRole('button', { name: 'Zurück' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Weiter bearbeiten' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/internal\/salesCampaignCustomizing\/SZ-PRINT-STANDARD(\?|$)/);
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Noch nicht gespeichert');

    await page.getByRole('button', { name: 'Zurück' }).click();
    await dialog.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await page.getByRole('link', { name: 'SZ-PRINT-STANDARD', exact: true }).click();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Zeitungs-Abo');

    // Without changes, leaving asks nothing; "Änderungen verwerfen" takes the form back.
    await page.getByLabel('Name der Aktion').fill('Wieder weg');
    await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Zeitungs-Abo');
    await page.getByRole('button', { name: 'Zurück' }).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
  });

  test('a failed save goes to the overview with a message, and reopening offers the changes back', async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'keyuser', customizingPath('SZ-PRINT-STANDARD'));
    await page.getByLabel('Name der Aktion').fill('Zeitungs-Abo Frühling');
    await page.getByLabel('Infopunkt 2').fill('Mit Frühlingsbeilage');
    await page.getByLabel('E-Mail-Adresse ist Pflichtfeld').check();
    await sandbox.inject(request, { call: 'saveSalesCampaign', status: 500, times: 1 });
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await expect(page.getByText('Die Verkaufsaktion „SZ-PRINT-STANDARD“ konnte nicht gespeichert werden.', { exact: false })).toBeVisible();

    await page.getByRole('link', { name: 'SZ-PRINT-STANDARD', exact: true }).click();
    const offer = page.getByRole('region', { name: 'Ihre nicht gespeicherten Änderungen sind noch da' });
    await expect(offer).toBeVisible();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Zeitungs-Abo');
    await offer.getByRole('button', { name: 'Änderungen wiederherstellen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Ihre Änderungen sind wiederhergestellt und noch nicht gespeichert.' })).toBeFocused();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Zeitungs-Abo Frühling');
    await expect(page.getByLabel('Infopunkt 2')).toHaveValue('Mit Frühlingsbeilage');
    await expect(page.getByLabel('E-Mail-Adresse ist Pflichtfeld')).toBeChecked();
    await saveButton(page).click();
    await expect(savedMessage(page)).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Verkaufsaktion „Zeitungs-Abo Frühling“' })).toBeVisible();

    // The draft is gone once restored: the next visit offers nothing.
    await page.reload();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Zeitungs-Abo Frühling');
    await expect(offer).toHaveCount(0);
  });

  test('a kept draft can be discarded', async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'benutzer', customizingPath('SZ-DIGITAL-STANDARD'));
    await page.getByLabel('Name der Aktion').fill('Verworfen');
    await sandbox.inject(request, { call: 'saveSalesCampaign', status: 503, times: 1 });
    await saveButton(page).click();
    await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
    await openCampaign(page, 'SZ-DIGITAL-STANDARD');
    const offer = page.getByRole('region', { name: 'Ihre nicht gespeicherten Änderungen sind noch da' });
    await offer.getByRole('button', { name: 'Verwerfen' }).click();
    await expect(offer).toHaveCount(0);
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Digital-Abo');
    await page.reload();
    await expect(page.getByLabel('Name der Aktion')).toHaveValue('Digital-Abo');
    await expect(offer).toHaveCount(0);
  });
});

test.describe('keyboard and accessibility', () => {
  test('the form works with the keyboard: lists, switches and saving', async ({ page }) => {
    await adminSteps.login(page, 'sz', 'benutzer', overviewPath);
    await tabTo(page, page.getByRole('link', { name: 'SZ-PRINT-STANDARD', exact: true }), { maxPresses: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Texte' })).toBeVisible();

    await tabTo(page, page.getByRole('button', { name: 'Infopunkt hinzufügen' }), { maxPresses: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Infopunkt 3')).toBeFocused();
    await page.keyboard.type('Per Tastatur');
    await tabTo(page, page.getByRole('button', { name: 'Nach oben verschieben (Infopunkt 3)' }));
    await page.keyboard.press('Enter');
    // Focus follows the moved entry.
    await expect(page.getByRole('button', { name: 'Nach oben verschieben (Infopunkt 2)' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Nach unten verschieben (Infopunkt 1)' })).toBeFocused();
    await expect(page.getByLabel('Infopunkt 1')).toHaveValue('Per Tastatur');
    await tabTo(page, page.getByRole('button', { name: 'Entfernen (Infopunkt 2)' }), { backwards: false });
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Infopunkt 2')).toBeFocused();
    await expect(page.getByLabel('Infopunkt 2')).toHaveValue('Inklusive digitaler Zeitung');

    // The section links lead there: the section's heading takes focus, the next Tab enters the section.
    const sections = page.getByRole('navigation', { name: 'Abschnitte des Formulars' });
    await tabTo(page, sections.getByRole('link', { name: 'Bestehende Kunden und Probeabos' }), { backwards: true, maxPresses: 60 });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Bestehende Kunden und Probeabos' })).toBeFocused();
    const registration = page.getByLabel('Nur mit Anmeldung bestellbar');
    await tabTo(page, registration);
    await page.keyboard.press('Space');
    await expect(registration).toBeChecked();
    await tabTo(page, saveButton(page), { maxPresses: 80 });
    await page.keyboard.press('Enter');
    await expect(savedMessage(page)).toBeFocused();
    await expect(page.getByLabel('Infopunkt 1')).toHaveValue('Per Tastatur');
    await expect(registration).toBeChecked();
  });

  for (const [tenant, width] of [['sz', 1280], ['lz', 768], ['ez', 1280], ['cz', 768]] as const) {
    test(`axe finds nothing on the overview and the customizing of ${tenant} at ${width} px, also with errors and a draft`, async ({ page, request }) => {
      await page.setViewportSize({ width, height: 900 });
      await adminSteps.login(page, tenant, 'admin', overviewPath);
      await expect(page.getByRole('table', { name: 'Freigegebene Verkaufsaktionen' })).toBeVisible();
      await checkAccessibility(page, `the campaign overview of ${tenant}`);

      const id = `${tenant.toUpperCase()}-PRINT-STANDARD`;
      await page.getByRole('link', { name: id, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Änderungsprotokoll' })).toBeVisible();
      await expect(page.getByText('Noch keine Änderungen protokolliert.')).toBeVisible();
      await checkAccessibility(page, `the customizing of ${id}`);

      await page.getByLabel('Name der Aktion').fill('');
      await page.getByRole('button', { name: 'Preisangabe hinzufügen' }).click();
      await saveButton(page).click();
      await expect(errorSummary(page)).toBeVisible();
      await checkAccessibility(page, `the customizing of ${id} with errors`);

      await page.getByLabel('Name der Aktion').fill('Mit Entwurf');
      await page.getByRole('button', { name: 'Entfernen (Preisangabe 2)' }).click();
      await sandbox.inject(request, { call: 'saveSalesCampaign', status: 500, times: 1 });
      await saveButton(page).click();
      await expect(page).toHaveURL(/\/internal\/salesCampaignsOverview(\?|$)/);
      await checkAccessibility(page, `the campaign overview of ${tenant} with a failure message`);
      await page.getByRole('link', { name: id, exact: true }).click();
      await expect(page.getByRole('region', { name: 'Ihre nicht gespeicherten Änderungen sind noch da' })).toBeVisible();
      await checkAccessibility(page, `the customizing of ${id} with a draft`);
    });
  }
});
