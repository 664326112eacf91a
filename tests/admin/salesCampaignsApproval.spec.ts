import type { APIRequestContext, Page } from '@playwright/test';
import { mask } from 'superstruct';
import { salesCampaignInput, type SalesCampaignInput } from '../../admin/api/salesCampaignInput.ts';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const approvalPath = '/internal/SalesCampaignsApproval';
const api = '/api/customizing-service/v1/swmh';
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' });

interface ApprovalRow {
  readonly id: string;
  readonly name: string;
  readonly approved: boolean;
}

const steps = {
  async open(page: Page, tenant = 'sz') {
    await adminSteps.login(page, tenant, 'admin', approvalPath);
    await expect(page.getByRole('heading', { level: 1, name: 'Verkaufsaktionen freigeben' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  },
  /** The approval list as the server has it (the admin's session goes along). */
  async serverList(request: APIRequestContext, tenant = 'sz'): Promise<ApprovalRow[]> {
    return (await (await request.get(`${api}/admin/availableSalesCampaigns/${tenant}`)).json()) as ApprovalRow[];
  },
  /** The ids the campaign overview lists: the approved ones. */
  async overviewIds(request: APIRequestContext): Promise<string[]> {
    const response = await request.get(`${api}/sz/salesCampaigns`);
    expect(response.status()).toBe(200);
    return ((await response.json()) as { id: string }[]).map((campaign) => campaign.id);
  },
  /** Changes a campaign as the customizing screen saves it, to give the list inactive and dated campaigns. */
  async saveCampaign(page: Page, id: string, change: Partial<SalesCampaignInput>) {
    const detail = (await (await page.request.get(`${api}/sz/salesCampaign/${id}`)).json()) as { salesCampaign: Record<string, unknown> };
    // A write of the admin page's origin, as the screen's own save is.
    const response = await page.request.post(`${api}/sz/salesCampaign`, {
      headers: { origin: new URL(page.url()).origin },
      data: mask({ ...detail.salesCampaign, ...change }, salesCampaignInput),
    });
    expect(response.status(), await response.text()).toBe(200);
  },
  column: (page: Page, index: number) => page.locator('table tbody tr').locator(`td:nth-child(${index})`).allTextContents(),
  sort: (page: Page, header: string) => page.getByRole('columnheader', { name: header }).getByRole('button').click(),
  checkbox: (page: Page, id: string) => page.getByRole('checkbox', { name: `${id} freigegeben`, exact: true }),
  row: (page: Page, id: string) => page.locator('table tbody tr').filter({ has: page.getByRole('checkbox', { name: `${id} freigegeben`, exact: true }) }),
  save: (page: Page) => page.getByRole('button', { name: 'Änderungen speichern' }),
  pending: (page: Page) => page.locator('.approval-savebar__pending'),
  feedback: (page: Page) => page.locator('.approval-feedback .alert'),
  restored: (page: Page) => page.getByRole('status').filter({ hasText: 'Ihre Auswahl von eben' }),
  latestChange: (page: Page) => page.getByRole('table', { name: /Die letzten 50 Änderungen/ }).getByRole('row').nth(1),
};

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });
const isSorted = (values: readonly string[], direction: 1 | -1) => values.every((value, index) => index === 0 || direction * collator.compare(values[index - 1]!, value) <= 0);

async function withDatedCampaigns(page: Page) {
  await steps.saveCampaign(page, 'SZ-PRINT-PROBE', { active: false, validFrom: '2025-01-01', validUntil: '2030-12-31' });
  await steps.saveCampaign(page, 'SZ-DIGITAL-STANDARD', { validFrom: '2024-06-01', validUntil: '2026-06-30' });
}

test('only admins approve: the key user and the user get the no-permission notice', async ({ page }) => {
  for (const mailbox of ['keyuser', 'benutzer'] as const) {
    await page.context().clearCookies();
    await adminSteps.login(page, 'sz', mailbox, approvalPath);
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByText('Für diesen Bereich fehlen Ihnen die Rechte.')).toBeVisible();
    await expect(adminSteps.areas(page).getByRole('link', { name: /Verkaufsaktionen freigeben/ })).toHaveCount(0);
  }
});

test('the list shows every campaign of the tenant with id, name, active, approved and German dates', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  await withDatedCampaigns(page);
  await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
  await expect(page.getByRole('table')).toHaveAccessibleName('Verkaufsaktionen von Süddeutsche Zeitung');
  const all = await steps.serverList(page.request);
  await expect(page.locator('table tbody tr')).toHaveCount(all.length);
  await expect(page.getByText(`${all.length} Verkaufsaktionen`, { exact: true })).toBeVisible();
  for (const campaign of all) await expect(steps.checkbox(page, campaign.id)).toBeChecked({ checked: campaign.approved });
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).not.toBeChecked();

  const cells = (id: string) => steps.row(page, id).getByRole('cell');
  await expect(cells('SZ-PRINT-PROBE').nth(0)).toHaveText('SZ-PRINT-PROBE');
  await expect(cells('SZ-PRINT-PROBE').nth(1)).toHaveText('Zeitung 2 Wochen testen');
  await expect(cells('SZ-PRINT-PROBE').nth(2)).toHaveText('Nein');
  await expect(cells('SZ-PRINT-PROBE').nth(4)).toHaveText('01.01.2025');
  await expect(cells('SZ-PRINT-PROBE').nth(5)).toHaveText('31.12.2030');
  await expect(cells('SZ-DIGITAL-STANDARD').nth(2)).toHaveText('Ja');
  await expect(cells('SZ-DIGITAL-STANDARD').nth(4)).toHaveText('01.06.2024');
  await expect(cells('SZ-DIGITAL-STANDARD').nth(5)).toHaveText('30.06.2026');
  // No validity is an open one.
  await expect(cells('SZ-OHNE-SHOP').nth(4)).toHaveText('offen');
});

test('every column sorts ascending, then descending, and says so', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  await withDatedCampaigns(page);
  await page.goto(approvalPath);
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'ascending');
  expect(isSorted(await steps.column(page, 1), 1)).toBe(true);
  await steps.sort(page, 'ID');
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'descending');
  expect((await steps.column(page, 1))[0]).toBe('SZ-PRINT-STANDARD');
  expect(isSorted(await steps.column(page, 1), -1)).toBe(true);

  await steps.sort(page, 'Name');
  await expect(page.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByRole('columnheader', { name: 'ID' })).toHaveAttribute('aria-sort', 'none');
  expect(isSorted(await steps.column(page, 2), 1)).toBe(true);
  await steps.sort(page, 'Name');
  expect(isSorted(await steps.column(page, 2), -1)).toBe(true);

  await steps.sort(page, 'Aktiv');
  expect((await steps.column(page, 3))[0]).toBe('Nein');
  await steps.sort(page, 'Aktiv');
  expect((await steps.column(page, 3)).at(-1)).toBe('Nein');

  // Unapproved first, then approved; descending the other way round.
  await steps.sort(page, 'Freigegeben');
  await expect(page.locator('table tbody tr').first().getByRole('checkbox')).not.toBeChecked();
  await expect(page.locator('table tbody tr').nth(3).getByRole('checkbox')).toBeChecked();
  await steps.sort(page, 'Freigegeben');
  await expect(page.locator('table tbody tr').last().getByRole('checkbox')).not.toBeChecked();

  await steps.sort(page, 'Gültig ab');
  await steps.sort(page, 'Gültig ab');
  await expect(page.getByRole('columnheader', { name: 'Gültig ab' })).toHaveAttribute('aria-sort', 'descending');
  expect((await steps.column(page, 5)).slice(0, 3)).toEqual(['01.01.2025', '01.06.2024', 'offen']);
  // An open end sorts after every date.
  await steps.sort(page, 'Gültig bis');
  expect((await steps.column(page, 6)).slice(0, 3)).toEqual(['30.06.2026', '31.12.2030', 'offen']);
  expect((await steps.column(page, 1)).slice(0, 2)).toEqual(['SZ-DIGITAL-STANDARD', 'SZ-PRINT-PROBE']);
});

test('the filter narrows by text over id and name, approved and active, and resets', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  await withDatedCampaigns(page);
  await page.goto(approvalPath);
  const all = await steps.serverList(page.request);
  const search = page.getByRole('searchbox', { name: 'Suche nach ID oder Name' });

  await search.fill('print');
  const printIds = all.filter((campaign) => `${campaign.id} ${campaign.name}`.toLowerCase().includes('print')).map((campaign) => campaign.id);
  await expect(page.getByText(`${printIds.length} von ${all.length} Verkaufsaktionen`)).toBeVisible();
  expect(await steps.column(page, 1)).toEqual(printIds.sort(collator.compare));

  // Every word counts, in id or name: "Zeitung" is only in names.
  await search.fill('zeitung probe');
  expect(await steps.column(page, 1)).toEqual(['SZ-PRINT-PROBE']);

  await search.fill('');
  await page.getByRole('combobox', { name: 'Freigegeben' }).selectOption({ label: 'Nein' });
  expect(await steps.column(page, 1)).toEqual(['SZ-NICHT-IM-KATALOG', 'SZ-OHNE-KONFIGURATION', 'SZ-OHNE-SHOP']);
  await page.getByRole('combobox', { name: 'Freigegeben' }).selectOption({ label: 'Ja' });
  await expect(page.locator('table tbody tr')).toHaveCount(all.length - 3);

  await page.getByRole('combobox', { name: 'Aktiv' }).selectOption({ label: 'Nein' });
  expect(await steps.column(page, 1)).toEqual(['SZ-PRINT-PROBE']);
  await page.getByRole('combobox', { name: 'Freigegeben' }).selectOption({ label: 'Nein' });
  await expect(page.getByText('Keine Verkaufsaktion passt zum Filter.')).toBeVisible();
  await expect(page.getByText(`0 von ${all.length} Verkaufsaktionen`)).toBeVisible();

  await page.getByRole('button', { name: 'Filter zurücksetzen' }).first().click();
  await expect(page.locator('table tbody tr')).toHaveCount(all.length);
  await expect(search).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Aktiv' })).toHaveValue('all');
});

test('approve and withdraw: collected, saved with one button, the answer replaces the list, the overview follows, the audit log names it', async ({ page }) => {
  await steps.open(page);
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');
  await expect(steps.save(page)).toBeDisabled();

  await steps.checkbox(page, 'SZ-OHNE-SHOP').check();
  await steps.checkbox(page, 'SZ-PRINT-STANDARD').uncheck();
  await expect(steps.pending(page)).toHaveText('2 ungespeicherte Änderungen');
  await expect(steps.row(page, 'SZ-OHNE-SHOP')).toContainText('geändert');
  // Ticking back drops the change.
  await steps.checkbox(page, 'SZ-PRINT-STANDARD').check();
  await expect(steps.pending(page)).toHaveText('1 ungespeicherte Änderung');
  await expect(steps.row(page, 'SZ-PRINT-STANDARD')).not.toContainText('geändert');
  await steps.checkbox(page, 'SZ-PRINT-STANDARD').uncheck();
  // Nothing is saved before the button.
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');

  const saved = page.waitForRequest((request) => request.method() === 'POST' && request.url().endsWith('/admin/approvedSalesCampaigns/sz'));
  await steps.save(page).click();
  expect((await saved).postDataJSON()).toEqual([
    { salesCampaignId: 'SZ-OHNE-SHOP', approved: true },
    { salesCampaignId: 'SZ-PRINT-STANDARD', approved: false },
  ]);
  await expect(steps.feedback(page)).toHaveText('Die Änderungen sind gespeichert. Freigegeben: SZ-OHNE-SHOP. Freigabe entzogen: SZ-PRINT-STANDARD.');
  await expect(steps.feedback(page)).toBeFocused();
  await expect(steps.pending(page)).toHaveText('Keine ungespeicherten Änderungen.');
  await expect(page.getByText('geändert', { exact: true })).toHaveCount(0);
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).toBeChecked();
  await expect(steps.checkbox(page, 'SZ-PRINT-STANDARD')).not.toBeChecked();
  const overview = await steps.overviewIds(page.request);
  expect(overview).toContain('SZ-OHNE-SHOP');
  expect(overview).not.toContain('SZ-PRINT-STANDARD');

  // The list now shows the saved state: the approved filter counts SZ-OHNE-SHOP as approved.
  await page.getByRole('combobox', { name: 'Freigegeben' }).selectOption({ label: 'Nein' });
  expect(await steps.column(page, 1)).toEqual(['SZ-NICHT-IM-KATALOG', 'SZ-OHNE-KONFIGURATION', 'SZ-PRINT-STANDARD']);
  await page.getByRole('combobox', { name: 'Freigegeben' }).selectOption({ label: 'Alle' });

  await steps.checkbox(page, 'SZ-OHNE-SHOP').uncheck();
  await steps.save(page).click();
  await expect(steps.feedback(page)).toHaveText('Die Änderungen sind gespeichert. Freigabe entzogen: SZ-OHNE-SHOP.');
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');

  await page.reload();
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).not.toBeChecked();
  await expect(steps.checkbox(page, 'SZ-PRINT-STANDARD')).not.toBeChecked();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(steps.latestChange(page).getByRole('cell')).toHaveText([
    /\d/,
    'Andrea Albrecht (admin@sz.verlag.example)',
    'Verkaufsaktion SZ-OHNE-SHOP',
    'Freigabe entzogen',
    'approved: ja → nein',
  ]);
  await expect(page.getByRole('table', { name: /Die letzten 50 Änderungen/ }).getByRole('row').nth(3).getByRole('cell')).toHaveText([
    /\d/,
    'Andrea Albrecht (admin@sz.verlag.example)',
    'Verkaufsaktion SZ-OHNE-SHOP',
    'freigegeben',
    'approved: nein → ja',
  ]);
});

test('unsaved approvals are not lost: leaving asks first; discarding or leaving on purpose drops them', async ({ page }) => {
  await steps.open(page);
  await steps.checkbox(page, 'SZ-OHNE-SHOP').check();
  await page.getByRole('button', { name: 'Zurück' }).click();
  const leave = page.getByRole('dialog', { name: 'Ungespeicherte Änderungen verwerfen?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Weiter bearbeiten' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/internal\/SalesCampaignsApproval(\?|$)/);
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).toBeChecked();

  await page.getByRole('button', { name: 'Änderungen verwerfen' }).click();
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).not.toBeChecked();
  await expect(steps.pending(page)).toBeFocused();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(homeHeading(page)).toBeVisible();
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');

  // Leaving on purpose drops the choice: the next visit starts from the server's state.
  await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
  await steps.checkbox(page, 'SZ-OHNE-SHOP').check();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await leave.getByRole('button', { name: 'Verwerfen und verlassen' }).click();
  await expect(homeHeading(page)).toBeVisible();
  await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).not.toBeChecked();
  await expect(steps.pending(page)).toHaveText('Keine ungespeicherten Änderungen.');
});

test('a refused save (INVALID_APPROVAL) stays on the screen with the server’s messages and the choice', async ({ page }) => {
  // A list that still shows a campaign the tenant no longer has; the server refuses the whole change.
  await page.route('**/admin/availableSalesCampaigns/sz', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as ApprovalRow[];
    await route.fulfill({ response, json: [...list, { id: 'SZ-GIBT-ES-NICHT', name: 'Entfallen', active: true, approved: false, validFrom: null, validUntil: null }] });
  });
  await steps.open(page);
  await steps.checkbox(page, 'SZ-OHNE-SHOP').check();
  await steps.checkbox(page, 'SZ-GIBT-ES-NICHT').check();
  await steps.save(page).click();
  await expect(steps.feedback(page)).toContainText('Bitte prüfen Sie die Auswahl.');
  await expect(steps.feedback(page).getByRole('listitem')).toHaveText(['Die Verkaufsaktion SZ-GIBT-ES-NICHT gibt es bei diesem Titel nicht.']);
  await expect(steps.feedback(page)).toBeFocused();
  await expect(page).toHaveURL(/\/internal\/SalesCampaignsApproval(\?|$)/);
  await expect(steps.pending(page)).toHaveText('2 ungespeicherte Änderungen');
  // Nothing changed on the server; without the stale row the rest saves.
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');
  await steps.checkbox(page, 'SZ-GIBT-ES-NICHT').uncheck();
  await steps.save(page).click();
  await expect(steps.feedback(page)).toHaveText('Die Änderungen sind gespeichert. Freigegeben: SZ-OHNE-SHOP.');
});

for (const fault of [{ status: 500 }, { malformed: true }] as const) {
  test(`a failed load of the approval list (${'status' in fault ? fault.status : 'malformed answer'}) goes to the home with a message`, async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'admin');
    await sandbox.inject(request, { call: 'availableSalesCampaigns', times: 1, ...fault });
    await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
    await expect(homeHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/internal$/);
    await expect(page.getByRole('alert')).toHaveText('Die Verkaufsaktionen zur Freigabe konnten nicht geladen werden. Bitte versuchen Sie es in einigen Minuten erneut.');
  });
}

test('a failed save goes to the home with a message, and the choice waits on the approval screen', async ({ page, request }) => {
  await steps.open(page);
  await steps.checkbox(page, 'SZ-OHNE-SHOP').check();
  await steps.checkbox(page, 'SZ-DIGITAL-GRATIS').uncheck();
  await sandbox.inject(request, { call: 'approveSalesCampaigns', status: 500, times: 1 });
  await steps.save(page).click();
  await expect(homeHeading(page)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Die Freigaben konnten nicht gespeichert werden');
  expect(await steps.overviewIds(page.request)).not.toContain('SZ-OHNE-SHOP');

  await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
  await expect(steps.restored(page)).toHaveText('Ihre Auswahl von eben ist noch nicht gespeichert und wieder eingetragen. Bitte prüfen und speichern Sie sie.');
  await expect(steps.checkbox(page, 'SZ-OHNE-SHOP')).toBeChecked();
  await expect(steps.checkbox(page, 'SZ-DIGITAL-GRATIS')).not.toBeChecked();
  await expect(steps.pending(page)).toHaveText('2 ungespeicherte Änderungen');
  await steps.save(page).click();
  await expect(steps.feedback(page)).toHaveText('Die Änderungen sind gespeichert. Freigegeben: SZ-OHNE-SHOP. Freigabe entzogen: SZ-DIGITAL-GRATIS.');
  await expect(steps.restored(page)).toHaveCount(0);
  expect(await steps.overviewIds(page.request)).toContain('SZ-OHNE-SHOP');

  // Once saved, a later visit starts from the server's state.
  await page.getByRole('button', { name: 'Zurück' }).click();
  await adminSteps.areas(page).getByRole('link', { name: /^Verkaufsaktionen freigeben/ }).click();
  await expect(steps.pending(page)).toHaveText('Keine ungespeicherten Änderungen.');
  await expect(steps.restored(page)).toHaveCount(0);
});

for (const [tenant, width] of [['sz', 1280], ['lz', 768], ['ez', 768]] as const) {
  test(`axe finds nothing on the approval screen of ${tenant} at ${width} px: list, change, filter, saved`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await steps.open(page, tenant);
    await checkAccessibility(page, `the approval list of ${tenant}`);
    const first = (await steps.serverList(page.request, tenant))[0]!;
    await steps.checkbox(page, first.id).setChecked(!first.approved);
    await expect(steps.pending(page)).toHaveText('1 ungespeicherte Änderung');
    await checkAccessibility(page, `a pending approval on ${tenant}`);
    await steps.save(page).click();
    await expect(steps.feedback(page)).toBeVisible();
    await page.getByRole('searchbox', { name: 'Suche nach ID oder Name' }).fill('gibt es nicht');
    await expect(page.getByText('Keine Verkaufsaktion passt zum Filter.')).toBeVisible();
    await checkAccessibility(page, `the saved and empty filtered approval list of ${tenant}`);
  });
}
