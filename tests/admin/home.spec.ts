import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { tabTo } from '../support/tabTo.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const linksByRole = {
  admin: ['Verkaufsaktionen pflegen', 'Prämien pflegen', 'Gutscheine', 'Verkaufsaktionen freigeben', 'Benutzer verwalten', 'Key-User verwalten', 'Administratoren verwalten'],
  keyuser: ['Verkaufsaktionen pflegen', 'Prämien pflegen', 'Gutscheine', 'Benutzer verwalten', 'Key-User verwalten'],
  benutzer: ['Verkaufsaktionen pflegen', 'Prämien pflegen', 'Gutscheine'],
} as const;

for (const [mailbox, links] of Object.entries(linksByRole)) {
  test(`the home of the ${mailbox} of sz shows the links of the role, who is logged in, version, documentation and logout`, async ({ page }) => {
    await adminSteps.login(page, 'sz', mailbox as keyof typeof linksByRole);
    await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' })).toBeVisible();
    await expect(adminSteps.areas(page).getByRole('link')).toHaveText(links.map((label) => new RegExp(`^${label}`)));
    await expect(page.getByText(`(${mailbox}@sz.verlag.example)`)).toBeVisible();
    await expect(page.getByText('Version 1.98.4')).toBeVisible();
    await expect(page.getByRole('link', { name: /Dokumentation/ })).toHaveAttribute('href', 'https://hilfe.aboflow.example/verwaltung');
    await expect(page.getByRole('heading', { name: 'Letzte Änderungen' })).toHaveCount(mailbox === 'admin' ? 1 : 0);
    // The progress bar belongs to the order funnel, not to the staff area.
    await expect(page.getByRole('list', { name: 'Bestellfortschritt' })).toHaveCount(0);
  });
}

test('the staff login sends the visitor back with a service ticket that leaves the address bar, and logout ends the staff session', async ({ page }) => {
  await adminSteps.loginThroughPage(page, 'sz', 'admin');
  expect(new URL(page.url()).searchParams.has('st')).toBe(false);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  // Logged out, the admin area sends the visitor to the staff login again.
  await expect(page).toHaveURL(/\/sandbox\/login/);
});

test('a link to the logout (a GET, as another site’s link or image sends it) ends no staff session; the logout button does', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  const response = await page.goto('/sandbox/logout?redirect=%2Finternal');
  expect(response?.status()).toBe(405);
  await page.goto('/internal?tenant=sz');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' })).toBeVisible();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login/);
  await page.goto('/internal?tenant=sz');
  await expect(page).toHaveURL(/\/sandbox\/login/);
});

test('a staff session that ended meanwhile (here by a store reset) sends staff to the staff login at their next call', async ({ page, request }) => {
  await adminSteps.login(page, 'sz', 'admin');
  // An admin's home asks for the latest changes after its heading; a session ended before that answer would send staff to the login already.
  await expect(page.getByText('Noch keine Änderungen protokolliert.')).toBeVisible();
  await sandbox.reset(request);
  await adminSteps.areas(page).getByRole('link', { name: /^Benutzer verwalten/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/login\?redirect=%2Finternal%2FuserManagement%2Fusers.*mode=internal/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung für Mitarbeiter' })).toBeVisible();
});

test('a write forged from another site is refused and shows on the admin home’s latest changes', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  const forged = await page.request.post('/api/customizing-service/v1/swmh/sz/users/admins', {
    headers: { origin: 'https://evil.example', 'content-type': 'text/plain' },
    data: 'anna.neukunde@example.de',
  });
  expect(forged.status()).toBe(403);
  await page.reload();
  const entry = page.getByRole('table', { name: 'Die letzten 50 Änderungen, neueste zuerst' }).getByRole('row').nth(1);
  await expect(entry.getByRole('cell').nth(1)).toHaveText('Andrea Albrecht (admin@sz.verlag.example)');
  await expect(entry.getByRole('cell').nth(2)).toHaveText('Anfrage POST /api/customizing-service/v1/swmh/sz/users/admins');
  await expect(entry.getByRole('cell').nth(3)).toHaveText('Änderung abgewiesen');
  await expect(entry.getByRole('listitem').filter({ hasText: /^reason/ })).toHaveText('reason: CROSS_ORIGIN_REFUSED');
  await expect(entry.getByRole('listitem').filter({ hasText: /^origin/ })).toHaveText('origin: https://evil.example');
});

test('an account without a role gets the no-access page with logout, and nothing of the admin area', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'ohne-rechte');
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff auf die Verwaltung' })).toBeVisible();
  await expect(page.getByText('ohne-rechte@sz.verlag.example')).toBeVisible();
  await expect(adminSteps.areas(page)).toHaveCount(0);
  await checkAccessibility(page, 'the no-access page');
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/sandbox\/login/);
});

test('staff of another tenant have no role here', async ({ page }) => {
  await page.goto('/internal?tenant=sz');
  await page.getByLabel('admin@stz.verlag.example').check();
  await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kein Zugriff auf die Verwaltung' })).toBeVisible();
});

test('an unknown /internal path shows the home, and a screen without the permission goes home with a message', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'benutzer', '/internal/gibt-es-nicht');
  await expect(page).toHaveURL(/\/internal\?tenant=sz$|\/internal$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' })).toBeVisible();
  await page.goto('/internal/SalesCampaignsApproval');
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' })).toBeVisible();
  await expect(page.getByText('Für diesen Bereich fehlen Ihnen die Rechte.', { exact: false })).toBeVisible();
});

test('a failed admin data load shows its message with a retry and the way to the start page', async ({ page, request }) => {
  await adminSteps.login(page, 'sz', 'admin');
  await sandbox.inject(request, { call: 'home', status: 500, times: 1 });
  await page.reload();
  await expect(page.getByText('Ihre Verwaltungsdaten konnten nicht geladen werden.', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/neubestellung/abo/');
  await page.getByRole('button', { name: 'Erneut versuchen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' })).toBeVisible();
});

test('back navigation: a screen goes to the home, the home to the start page', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin');
  await adminSteps.areas(page).getByRole('link', { name: /^Benutzer verwalten/ }).click();
  await expect(page).toHaveURL(/\/internal\/userManagement\/users/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page).toHaveURL(/\/internal$/);
  await page.getByRole('button', { name: 'Zurück' }).click();
  // Start without a campaign parameter answers as the order app does: the product is not available.
  await expect(page).toHaveURL(/\/neubestellung\/abo\//);
});

for (const [tenant, width] of [['sz', 1280], ['lz', 768], ['cz', 768]] as const) {
  test(`axe finds nothing on the admin home of ${tenant} at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSteps.login(page, tenant, 'admin');
    await expect(page.getByRole('heading', { name: 'Letzte Änderungen' })).toBeVisible();
    await checkAccessibility(page, `the admin home of ${tenant}`);
  });
}

test('the home is usable by keyboard with a visible focus: Tab to an area, Enter opens it', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'keyuser');
  const users = adminSteps.areas(page).getByRole('link', { name: /^Benutzer verwalten/ });
  await tabTo(page, users);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/internal\/userManagement\/users/);
});
