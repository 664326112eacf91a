import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { adminSteps } from '../support/adminSteps.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const fixture = (name: string) => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url));
const customizing = '/internal/orderBonusCustomizing/KWZ-B-KOPFHOERER';
const uploadUrl = (materialNumber = 'KWZ-B-KOPFHOERER') => `/api/customizing-service/v1/swmh/kwz/bonus/${materialNumber}/image`;
const stamped = /\/api\/customizing-service\/v1\/swmh\/kwz\/bonus\/KWZ-B-KOPFHOERER\/image\?v=[0-9a-f]{12}$/;

/** Counts the upload requests the page sends: a refusal in the browser sends none. */
function countUploads(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/image')) count += 1;
  });
  return () => count;
}

const fileInput = (page: Page) => page.getByLabel('Neues Bild');
const currentImage = (page: Page) => page.getByRole('img', { name: 'Aktuelles Bild der Prämie Kabellose Kopfhörer' });
const previewImage = (page: Page) => page.locator('.bonus-preview__tiles .bonus-tile__image');
const problems = (page: Page) => page.locator('.bonus-image .field__error');

const clientRefusals = [
  ['opaque.png', ['Das Bild muss einen transparenten Hintergrund haben.']],
  ['opaque.gif', ['Das Bild muss einen transparenten Hintergrund haben.']],
  ['too-tall.png', ['Das Bild muss genau 164 Pixel hoch sein (es ist 165 Pixel hoch).']],
  ['too-wide.gif', ['Das Bild darf höchstens 200 Pixel breit sein (es ist 201 Pixel breit).']],
  ['too-large.png', ['Das Bild darf höchstens 500 KB (512.000 Bytes) groß sein; es ist 512.001 Bytes groß.']],
  ['renamed-jpeg.png', ['Die Datei ist ein JPEG-Bild. Erlaubt sind nur PNG- und GIF-Bilder.']],
] as const;

for (const [file, messages] of clientRefusals) {
  test(`the browser refuses ${file} before sending it, with the rule it breaks`, async ({ page }) => {
    await adminSteps.login(page, 'kwz', 'benutzer', customizing);
    const uploads = countUploads(page);
    await expect(page.getByText(/^PNG oder GIF mit transparentem Hintergrund, genau 164 Pixel hoch/)).toBeVisible();
    await fileInput(page).setInputFiles(fixture(file));
    await expect(problems(page)).toHaveText(messages.join(''));
    await expect(fileInput(page)).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Bild hochladen' }).click();
    await expect(fileInput(page)).toBeFocused();
    expect(uploads()).toBe(0);
  });
}

test('the browser asks for a file and refuses a name under 5 characters', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing);
  const uploads = countUploads(page);
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(problems(page)).toHaveText('Bitte wählen Sie eine Bilddatei aus.');
  await fileInput(page).setInputFiles({ name: '.png', mimeType: 'image/png', buffer: readFileSync(fixture('transparent.png')) });
  await expect(problems(page)).toHaveText('Der Dateiname muss mindestens 5 Zeichen lang sein (er hat 4).');
  expect(uploads()).toBe(0);
});

test('a transparent PNG and then a GIF upload; each new image shows at once with a new stamp, in the form, the preview and the overview, and in the audit log', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing);
  await expect(currentImage(page)).toHaveAttribute('src', /^data:image\/svg/);

  await fileInput(page).setInputFiles(fixture('transparent.png'));
  await expect(problems(page)).toHaveCount(0);
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Das Bild wurde hochgeladen und ist ab sofort bei der Prämie zu sehen.' })).toBeVisible();
  await expect(currentImage(page)).toHaveAttribute('src', stamped);
  const first = await currentImage(page).getAttribute('src');
  await expect(previewImage(page)).toHaveAttribute('src', first!);
  await expect.poll(() => currentImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalHeight)).toBe(164);

  await fileInput(page).setInputFiles(fixture('transparent.gif'));
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(currentImage(page)).not.toHaveAttribute('src', first!);
  await expect(currentImage(page)).toHaveAttribute('src', stamped);
  const second = await currentImage(page).getAttribute('src');
  await expect(previewImage(page)).toHaveAttribute('src', second!);
  await expect.poll(() => currentImage(page).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(150);

  const entry = page.getByRole('table', { name: /^Änderungen an der Prämie KWZ-B-KOPFHOERER/ }).locator('tbody tr').first();
  await expect(entry).toContainText('Ute Unger (benutzer@kwz.verlag.example)');
  await expect(entry).toContainText('Bild hochgeladen');
  await expect(entry.locator('li').filter({ hasText: 'imageFileName' })).toHaveText('imageFileName: transparent.png → transparent.gif');

  await page.getByRole('button', { name: 'Zurück' }).click();
  await expect(page.getByRole('img', { name: 'Bild der Prämie Kabellose Kopfhörer' })).toHaveAttribute('src', second!);
});

test('the very image the bonus already shows is refused by the server (409), and a server error is named', async ({ page, request }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing);
  await fileInput(page).setInputFiles(fixture('transparent.png'));
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(currentImage(page)).toHaveAttribute('src', stamped);
  const path = await currentImage(page).getAttribute('src');

  await fileInput(page).setInputFiles(fixture('transparent.png'));
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Genau dieses Bild ist bei der Prämie bereits hinterlegt.');

  await sandbox.inject(request, { call: 'uploadBonusImage', status: 500, times: 1 });
  await fileInput(page).setInputFiles(fixture('transparent.gif'));
  await page.getByRole('button', { name: 'Bild hochladen' }).click();
  await expect(page.getByRole('alert')).toHaveText('Beim Hochladen ist ein Serverfehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.');
  await expect(currentImage(page)).toHaveAttribute('src', path!);
});

test('the server checks every rule again and answers the result codes of platform.md section 8', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing);
  const post = (name: string, buffer: Buffer, materialNumber?: string) =>
    page.request.post(uploadUrl(materialNumber), { headers: { origin: new URL(page.url()).origin }, multipart: { imageFile: { name, mimeType: 'application/octet-stream', buffer } } });
  const cases = [
    ['opaque.png', 'opaque.png', 400, 'ERROR_INVALID_FILE_TYPE'],
    ['opaque.gif', 'opaque.gif', 400, 'ERROR_INVALID_FILE_TYPE'],
    ['too-tall.png', 'too-tall.png', 400, 'ERROR_INVALID_FILE_TYPE'],
    ['too-wide.gif', 'too-wide.gif', 400, 'ERROR_INVALID_FILE_TYPE'],
    ['too-large.png', 'too-large.png', 413, 'ERROR_SIZE_EXCEEDED'],
    ['renamed-jpeg.png', 'renamed-jpeg.png', 400, 'ERROR_INVALID_FILE_TYPE'],
    ['renamed-jpeg.png', 'foto-als.jpg', 400, 'ERROR_INVALID_SUFFIX'],
    ['transparent.png', '.png', 400, 'ERROR_INVALID_FILE_NAME'],
  ] as const;
  for (const [file, name, status, code] of cases) {
    const answer = await post(name, readFileSync(fixture(file)));
    expect(answer.status(), `${file} as ${name}`).toBe(status);
    expect((await answer.json()).message, `${file} as ${name}`).toBe(code);
  }
  const empty = await post('leer.png', Buffer.alloc(0));
  expect((await empty.json()).message).toBe('ERROR_NO_FILE_CONTENT');
  const otherTenant = await post('kalender.png', readFileSync(fixture('transparent.png')), 'MAZ-B-KALENDER');
  expect(otherTenant.status()).toBe(400);
  expect((await otherTenant.json()).message).toBe('ERROR_BONUS_NOT_ADMINISTRATED');
  const accepted = await post('kopfhoerer.gif', readFileSync(fixture('transparent.gif')));
  expect(await accepted.json()).toMatchObject({ message: 'SUCCESS', path: expect.stringMatching(stamped) });
});

test('each result code the server may answer has its German message on the page', async ({ page }) => {
  await adminSteps.login(page, 'kwz', 'benutzer', customizing);
  const answers = [
    [413, 'ERROR_SIZE_EXCEEDED', 'Die Datei ist zu groß: Ein Prämienbild darf höchstens 500 KB groß sein.'],
    [400, 'ERROR_INVALID_FILE_NAME', 'Der Dateiname ist ungültig: Er muss mindestens 5 Zeichen lang sein.'],
    [400, 'ERROR_INVALID_SUFFIX', 'Die Dateiendung ist ungültig: Erlaubt sind nur PNG- und GIF-Dateien.'],
    [400, 'ERROR_INVALID_FILE_TYPE', 'Der Dateityp ist ungültig oder das Bild erfüllt die Vorgaben nicht.'],
    [400, 'ERROR_NO_FILE_CONTENT', 'Es ist keine Datei angekommen. Bitte wählen Sie eine Bilddatei aus.'],
    [400, 'ERROR_BONUS_NOT_ADMINISTRATED', 'Für diese Prämie können bei diesem Titel keine Bilder hinterlegt werden (die Prämie ist hier nicht angelegt).'],
    [500, 'INTERNAL_SERVER_ERROR', 'Beim Hochladen ist ein Serverfehler aufgetreten. Bitte versuchen Sie es in einigen Minuten erneut.'],
    [403, 'FORBIDDEN', 'Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.'],
  ] as const;
  for (const [status, code, text] of answers) {
    // A server whose rules differ from the browser's (another deployment) answers these for a file the browser let pass.
    await page.route('**/bonus/KWZ-B-KOPFHOERER/image', (route) => route.fulfill({ status, json: { message: code, status, timestamp: '2026-01-01T00:00:00Z' } }));
    await fileInput(page).setInputFiles(fixture('transparent.png'));
    await expect(problems(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Bild hochladen' }).click();
    await expect(page.getByRole('alert'), code).toHaveText(text);
    await page.unroute('**/bonus/KWZ-B-KOPFHOERER/image');
  }
  await expect(currentImage(page)).toHaveAttribute('src', /^data:image\/svg/);
});

for (const width of [1280, 768]) {
  test(`axe finds nothing on the image upload with a refusal at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await adminSteps.login(page, 'kwz', 'benutzer', customizing);
    await fileInput(page).setInputFiles(fixture('too-tall.png'));
    await expect(problems(page)).toHaveText('Das Bild muss genau 164 Pixel hoch sein (es ist 165 Pixel hoch).');
    await checkAccessibility(page, `the image upload with a refusal at ${width} px`);
  });
}
