import type { Page } from '@playwright/test';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const listPath = (list: 'admins' | 'tenantAdmins' | 'users') => `/internal/userManagement/${list}`;
const missingPermission = 'Für diesen Bereich fehlen Ihnen die Rechte.';
const homeHeading = (page: Page) => page.getByRole('heading', { level: 1, name: 'Verwaltung Süddeutsche Zeitung' });

const steps = {
  tabs: (page: Page) => page.getByRole('navigation', { name: 'Benutzerlisten' }),
  table: (page: Page) => page.getByRole('table'),
  row: (page: Page, login: string) => page.getByRole('row').filter({ has: page.getByRole('cell', { name: login, exact: true }) }),
  email: (page: Page) => page.getByRole('textbox', { name: 'E-Mail-Adresse' }),
  add: (page: Page) => page.getByRole('button', { name: 'Hinzufügen', exact: true }),
  summary: (page: Page) => page.getByRole('alert').filter({ hasText: 'Bitte prüfen Sie die E-Mail-Adresse.' }),
  feedback: (page: Page) => page.locator('.users-feedback .alert'),
  dialog: (page: Page) => page.getByRole('dialog', { name: 'Zugang entfernen?' }),
  removeButton: (page: Page, login: string) => page.getByRole('button', { name: `Entfernen: ${login}` }),
  /** The first row of the home's "Letzte Änderungen" table (newest first). */
  latestChange: (page: Page) => page.getByRole('table', { name: /Die letzten 50 Änderungen/ }).getByRole('row').nth(1),
  async addUser(page: Page, email: string) {
    await steps.email(page).fill(email);
    await steps.add(page).click();
  },
};

test('the admin opens all three lists, headed with list and tenant, with login, names and links between them', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', listPath('admins'));
  await expect(page.getByRole('heading', { level: 1, name: 'Administratoren – Süddeutsche Zeitung' })).toBeVisible();
  await expect(page).toHaveTitle('Administratoren – Süddeutsche Zeitung – Verwaltung Süddeutsche Zeitung');
  await expect(steps.tabs(page).getByRole('link')).toHaveText(['Key-User', 'Benutzer']);
  await expect(steps.tabs(page).locator('[aria-current="page"]')).toHaveText('Administratoren');
  // Nobody removes their own entry: the server gives it no delete link, so it has no button.
  await expect(steps.row(page, 'admin@sz.verlag.example')).toContainText(['Andrea', 'Albrecht', 'Ihr eigener Zugang'].join(''));
  await expect(page.getByRole('button', { name: /^Entfernen/ })).toHaveCount(0);

  await steps.tabs(page).getByRole('link', { name: 'Key-User' }).click();
  await expect(page).toHaveURL(/\/internal\/userManagement\/tenantAdmins$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Key-User – Süddeutsche Zeitung' })).toBeFocused();
  await expect(steps.table(page).getByRole('row')).toHaveCount(2);
  await expect(steps.row(page, 'keyuser@sz.verlag.example').getByRole('cell')).toHaveText(['keyuser@sz.verlag.example', 'Kai', 'Kaiser', 'Entfernen']);

  await steps.tabs(page).getByRole('link', { name: 'Benutzer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer – Süddeutsche Zeitung' })).toBeVisible();
  await expect(steps.table(page)).toHaveAccessibleName('Benutzer von Süddeutsche Zeitung (1)');
  await expect(steps.row(page, 'benutzer@sz.verlag.example').getByRole('cell')).toHaveText(['benutzer@sz.verlag.example', 'Ute', 'Unger', 'Entfernen']);
});

test('the key user sees key users and users, and gets the no-permission notice on the admins list', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'keyuser', listPath('tenantAdmins'));
  await expect(page.getByRole('heading', { level: 1, name: 'Key-User – Süddeutsche Zeitung' })).toBeVisible();
  await expect(steps.tabs(page).getByRole('link')).toHaveText(['Benutzer']);
  await expect(steps.tabs(page).locator('[aria-current="page"]')).toHaveText('Key-User');
  await steps.tabs(page).getByRole('link', { name: 'Benutzer' }).click();
  await expect(steps.row(page, 'benutzer@sz.verlag.example')).toBeVisible();

  await page.goto(listPath('admins'));
  await expect(homeHeading(page)).toBeVisible();
  await expect(page).toHaveURL(/\/internal$/);
  await expect(page.getByText(missingPermission)).toBeVisible();
});

test('a user gets the no-permission notice on every list', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'benutzer');
  for (const list of ['admins', 'tenantAdmins', 'users'] as const) {
    await page.goto(listPath(list));
    await expect(homeHeading(page)).toBeVisible();
    await expect(page.getByText(missingPermission)).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
  }
});

test('adding checks the address first, then shows every refusal of the server at the field and keeps what was typed', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', listPath('users'));
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/users/users')) sent.push(request.postData() ?? '');
  });
  const field = steps.email(page);

  await steps.add(page).click();
  await expect(steps.summary(page)).toBeFocused();
  await expect(steps.summary(page).getByRole('link')).toHaveText('E-Mail-Adresse: Bitte geben Sie eine E-Mail-Adresse ein.');
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  await steps.addUser(page, 'anna.neukunde@example');
  await expect(steps.summary(page).getByRole('link')).toHaveText('E-Mail-Adresse: Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. name@beispiel.de.');
  await expect(steps.summary(page)).toBeFocused();
  // The summary's link leads to the field.
  await steps.summary(page).getByRole('link').click();
  await expect(field).toBeFocused();
  expect(sent).toEqual([]);

  // Longer than an address may be (254 characters): only the server knows that rule.
  const tooLong = `${'a'.repeat(250)}@example.de`;
  const refusals: [string, string][] = [
    [tooLong, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['niemand@example.de', 'Unter dieser E-Mail-Adresse ist niemand registriert. Die Person muss sich zuerst registrieren; danach können Sie sie hier hinzufügen.'],
    ['benutzer@sz.verlag.example', 'Diese Person ist in der Liste „Benutzer“ bereits eingetragen.'],
    ['keyuser@sz.verlag.example', 'keyuser@sz.verlag.example ist bereits als Key-User eingetragen. Entfernen Sie den Eintrag dort zuerst.'],
  ];
  for (const [email, message] of refusals) {
    await steps.addUser(page, email);
    await expect(steps.summary(page).getByRole('link')).toHaveText(`E-Mail-Adresse: ${message}`);
    await expect(steps.summary(page)).toBeFocused();
    await expect(page.locator('#field-email-error')).toHaveText(message);
    await expect(field).toHaveAttribute('aria-describedby', 'field-email-error');
    await expect(field).toHaveValue(email);
  }
  // The address goes as JSON (admin/README.md, "Staff sessions and cross-site writes", the add-user body), never as text/plain.
  expect(sent).toEqual(refusals.map(([email]) => JSON.stringify({ email })));
  // Typing again takes the server's message away until the next try.
  await field.fill('anna.neukunde@example.de');
  await expect(page.locator('#field-email-error')).toHaveCount(0);
  await expect(steps.table(page).getByRole('row')).toHaveCount(2);
});

test('an added account appears at once with a success message, stays after a reload, and the audit log names who added whom', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', listPath('users'));
  // Counted from when the list is on screen: its own first load is not a reload.
  await expect(steps.table(page)).toHaveAccessibleName('Benutzer von Süddeutsche Zeitung (1)');
  let listLoads = 0;
  page.on('request', (request) => {
    if (request.method() === 'GET' && request.url().endsWith('/sz/users/users')) listLoads += 1;
  });
  await steps.addUser(page, '  Anna.Neukunde@example.de ');
  await expect(steps.feedback(page)).toHaveText('Anna Neukunde (anna.neukunde@example.de) wurde zur Liste „Benutzer“ hinzugefügt.');
  await expect(page.getByRole('status').filter({ hasText: 'wurde zur Liste' })).toBeVisible();
  await expect(steps.row(page, 'anna.neukunde@example.de').getByRole('cell')).toHaveText(['anna.neukunde@example.de', 'Anna', 'Neukunde', 'Entfernen']);
  await expect(steps.table(page)).toHaveAccessibleName('Benutzer von Süddeutsche Zeitung (2)');
  // Ready for the next person; the list was not loaded again for it.
  await expect(steps.email(page)).toHaveValue('');
  expect(listLoads).toBe(0);

  await page.reload();
  await expect(steps.row(page, 'anna.neukunde@example.de')).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(homeHeading(page)).toBeVisible();
  await expect(steps.latestChange(page).getByRole('cell')).toHaveText([
    /\d/,
    'Andrea Albrecht (admin@sz.verlag.example)',
    'Benutzer anna.neukunde@example.de',
    'Benutzer hinzugefügt',
    'userType: (leer) → users',
  ]);
});

test('removing asks first: keyboard reaches both buttons, Escape and Abbrechen keep the entry and return the focus, confirming removes it', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', listPath('users'));
  const remove = steps.removeButton(page, 'benutzer@sz.verlag.example');
  const dialog = steps.dialog(page);

  await remove.focus();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Ute Unger (benutzer@sz.verlag.example) wird aus der Liste „Benutzer“ entfernt und hat danach keine Rechte mehr in der Verwaltung von Süddeutsche Zeitung.');
  // "Abbrechen" has the focus, so a hasty Enter removes nobody.
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Zugang entfernen' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();

  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(remove).toBeFocused();
  await expect(steps.row(page, 'benutzer@sz.verlag.example')).toBeVisible();

  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(steps.feedback(page)).toHaveText('Ute Unger (benutzer@sz.verlag.example) wurde aus der Liste „Benutzer“ entfernt.');
  // The button is gone with its row: the message takes the focus.
  await expect(steps.feedback(page)).toBeFocused();
  await expect(page.getByText('In dieser Liste ist noch niemand eingetragen.', { exact: false })).toBeVisible();

  await page.reload();
  await expect(page.getByText('In dieser Liste ist noch niemand eingetragen.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(steps.latestChange(page).getByRole('cell')).toHaveText([
    /\d/,
    'Andrea Albrecht (admin@sz.verlag.example)',
    'Benutzer benutzer@sz.verlag.example',
    'Benutzer entfernt',
    'userType: users → (leer)',
  ]);
});

test('a removal the server refuses: 404 when the entry is already gone, 409 for the own entry', async ({ page }) => {
  await adminSteps.login(page, 'sz', 'admin', listPath('users'));
  // Someone else removes the entry while the list is on screen: once it shows the entry, not before it has loaded.
  await expect(steps.row(page, 'benutzer@sz.verlag.example')).toBeVisible();
  // Another tab of the admin area removes it first: a write of this origin.
  const gone = await page.request.delete('/api/customizing-service/v1/swmh/sz/users/users/benutzer%40sz.verlag.example', { headers: { origin: new URL(page.url()).origin } });
  expect(gone.status()).toBe(204);
  await steps.removeButton(page, 'benutzer@sz.verlag.example').click();
  await steps.dialog(page).getByRole('button', { name: 'Zugang entfernen' }).click();
  await expect(steps.feedback(page)).toHaveText(
    'Ute Unger (benutzer@sz.verlag.example) ist in dieser Liste nicht mehr eingetragen. Die Liste zeigt jetzt den aktuellen Stand.',
  );
  await expect(steps.feedback(page)).toBeFocused();
  await expect(steps.row(page, 'benutzer@sz.verlag.example')).toHaveCount(0);

  // A server that offered a delete link on the caller's own entry: the removal itself is still refused.
  await page.route('**/sz/users/admins', async (route) => {
    const response = await route.fetch();
    const list = (await response.json()) as { _embedded: { users: { _links: { self: { href: string }; delete?: { href: string } } }[] } };
    for (const user of list._embedded.users) user._links.delete = user._links.self;
    await route.fulfill({ response, json: list });
  });
  await steps.tabs(page).getByRole('link', { name: 'Administratoren' }).click();
  await steps.removeButton(page, 'admin@sz.verlag.example').click();
  await steps.dialog(page).getByRole('button', { name: 'Zugang entfernen' }).click();
  await expect(steps.feedback(page)).toHaveText('Ihren eigenen Zugang können Sie nicht entfernen. Bitten Sie eine andere Person mit diesen Rechten darum.');
  await expect(steps.row(page, 'admin@sz.verlag.example')).toBeVisible();
});

const failures = [
  { call: 'users', fault: { status: 500 }, text: 'Die Liste „Benutzer“ konnte nicht geladen werden.' },
  { call: 'users', fault: { malformed: true }, text: 'Die Liste „Benutzer“ konnte nicht geladen werden.' },
  { call: 'addUser', fault: { status: 500 }, text: 'Die Person konnte nicht zur Liste „Benutzer“ hinzugefügt werden' },
  { call: 'addUser', fault: { malformed: true }, text: 'Die Person konnte nicht zur Liste „Benutzer“ hinzugefügt werden' },
  { call: 'deleteUser', fault: { status: 500 }, text: 'Der Zugang von Ute Unger (benutzer@sz.verlag.example) konnte nicht entfernt werden' },
] as const;

for (const { call, fault, text } of failures) {
  test(`a failed ${call} (${'status' in fault ? fault.status : 'malformed answer'}) goes to the home with a message`, async ({ page, request }) => {
    await adminSteps.login(page, 'sz', 'admin');
    await sandbox.inject(request, { call, times: 1, ...fault });
    await adminSteps.areas(page).getByRole('link', { name: /^Benutzer verwalten/ }).click();
    if (call === 'addUser') await steps.addUser(page, 'anna.neukunde@example.de');
    if (call === 'deleteUser') {
      await steps.removeButton(page, 'benutzer@sz.verlag.example').click();
      await steps.dialog(page).getByRole('button', { name: 'Zugang entfernen' }).click();
    }
    await expect(homeHeading(page)).toBeVisible();
    await expect(page).toHaveURL(/\/internal$/);
    await expect(page.getByRole('alert')).toContainText(text);
    // The way back works once the service answers again.
    await adminSteps.areas(page).getByRole('link', { name: /^Benutzer verwalten/ }).click();
    await expect(steps.row(page, 'benutzer@sz.verlag.example')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
}

for (const [tenant, width] of [['sz', 1280], ['lz', 768], ['ez', 768]] as const) {
  test(`axe finds nothing on user management of ${tenant} at ${width} px: list, refusal, dialog, success`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSteps.login(page, tenant, 'admin', listPath('users'));
    await expect(steps.table(page)).toBeVisible();
    await checkAccessibility(page, `the users list of ${tenant}`);
    await steps.addUser(page, 'niemand@example.de');
    await expect(steps.summary(page)).toBeVisible();
    await checkAccessibility(page, `a refused addition on ${tenant}`);
    await steps.removeButton(page, `benutzer@${tenant}.verlag.example`).click();
    await expect(steps.dialog(page)).toBeVisible();
    await checkAccessibility(page, `the removal dialog of ${tenant}`);
    await steps.dialog(page).getByRole('button', { name: 'Zugang entfernen' }).click();
    await expect(steps.feedback(page)).toBeVisible();
    await checkAccessibility(page, `a removal on ${tenant}`);
  });
}
