import type { Page } from '@playwright/test';
import { buildImageBytes } from '../../sandbox/domain/buildImageBytes.ts';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const uploadHeading = 'Ihre Immatrikulationsbescheinigung';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
// The start of a PNG (signature and IHDR's length and type): the browser cannot decode it, the server refuses it.
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const wholePng = Buffer.from(buildImageBytes({ type: 'png', width: 40, height: 56, transparency: 'none' }));
const messages = {
  success: 'Ihre Immatrikulationsbescheinigung wurde erfolgreich hochgeladen.',
  tooLarge: 'Die Datei ist zu groß. Bitte laden Sie eine Datei mit höchstens 500 KB hoch.',
  invalidType: 'Dieser Dateityp wird nicht unterstützt. Bitte wählen Sie eine Datei im Format jpg, gif, png oder pdf.',
  required: 'Bitte wählen Sie Ihre Immatrikulationsbescheinigung aus.',
  nameTooShort: 'Der Dateiname muss mindestens 5 Zeichen lang sein.',
  generalError: 'Beim Hochladen ist ein Fehler aufgetreten. Bitte versuchen Sie es später noch einmal.',
};

async function toUploadStep(page: Page): Promise<void> {
  await funnelSteps.open(page, 'stn', 'wa=STN-DIGITAL-STUDENT');
  await pluginSteps.fillOrderForm(page, { firstName: 'Stefanie', lastName: 'Studentin', email: 'stefanie@example.de' }, pluginSteps.addresses.stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectStepHeading(page, uploadHeading);
}

const certificate = (page: Page) => page.getByLabel('Immatrikulationsbescheinigung', { exact: false });
const upload = (page: Page) => page.getByRole('button', { name: 'Hochladen', exact: true });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a student uploads the certificate after the order form and its upload id reaches the order', async ({ page, request }) => {
  await toUploadStep(page);
  await expect(page.getByText('Formate: jpg, gif, png oder pdf; max. DIN A4; Dateigröße: max. 500 KB; Auflösung: 72 dpi; max. 595 x 842 Pixel')).toBeVisible();
  await checkAccessibility(page, 'the student upload');

  await upload(page).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.required })).toBeVisible();
  await checkAccessibility(page, 'the student upload with the required-file error');

  await certificate(page).setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload(page).click();
  await expect(page.getByText(messages.success)).toBeVisible();
  await expect(page.getByText('bescheinigung.pdf')).toBeVisible();
  await checkAccessibility(page, 'the student upload after success');
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ salesCampaignId: 'STN-DIGITAL-STUDENT', studentEnrollmentCertificateUploadId: expect.stringMatching(/\S/) });
});

test('a file of a type not allowed clears the selection; short names, wrong content, too large files and server errors show their messages', async ({ page, request }) => {
  await toUploadStep(page);

  await certificate(page).setInputFiles({ name: 'notizen.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
  await expect(page.getByRole('alert').filter({ hasText: messages.invalidType })).toBeVisible();
  await expect(certificate(page)).toHaveValue('');
  await checkAccessibility(page, 'the student upload with an unsupported type');

  await certificate(page).setInputFiles({ name: '.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload(page).click();
  await expect(page.getByRole('alert').filter({ hasText: messages.nameTooShort })).toBeVisible();

  // Upper-case suffixes are allowed; the server refuses a PNG that claims to be a PDF.
  await certificate(page).setInputFiles({ name: 'bescheinigung.PDF', mimeType: 'application/pdf', buffer: png });
  await upload(page).click();
  await expect(page.getByText(messages.invalidType)).toBeVisible();

  // An image the browser cannot decode goes up unchanged (a too-large PDF is refused before upload, see below): the server's 413 answers.
  await certificate(page).setInputFiles({ name: 'bescheinigung.png', mimeType: 'image/png', buffer: Buffer.concat([png, Buffer.alloc(600 * 1024, 0x20)]) });
  await upload(page).click();
  await expect(page.getByText(messages.tooLarge)).toBeVisible();
  await checkAccessibility(page, 'the student upload after a too-large file');

  await sandbox.inject(request, { call: 'uploadStudentEnrollmentCertificate', status: 500, times: 1 });
  await certificate(page).setInputFiles({ name: 'bescheinigung.png', mimeType: 'image/png', buffer: wholePng });
  await upload(page).click();
  await expect(page.getByText(messages.generalError)).toBeVisible();

  await upload(page).click();
  await expect(page.getByText(messages.success)).toBeVisible();
  // "Andere Datei hochladen" resets the upload.
  await page.getByRole('button', { name: 'Andere Datei hochladen' }).click();
  await expect(page.getByText(messages.success)).toHaveCount(0);
  await expect(upload(page)).toBeVisible();
});

test('back navigation from the start page undoes "student form shown" and offers the upload again', async ({ page }) => {
  await toUploadStep(page);
  await certificate(page).setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: pdf });
  await upload(page).click();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await pluginSteps.headerBackToStart(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Stefanie');

  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, uploadHeading);
  await expect(page.getByRole('button', { name: 'Weiter zur Zahlung' })).toBeVisible();
});

/** A 4000 × 3000 phone photo of about 3 MB, encoded by the page's own canvas (smooth paper, text and sensor noise). */
async function phonePhoto(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 4000;
    canvas.height = 3000;
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, '#f3efe6');
    gradient.addColorStop(1, '#9fb4c8');
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    context.fillStyle = '#1a1a1a';
    context.font = '160px serif';
    for (let line = 0; line < 8; line++) context.fillText('Immatrikulationsbescheinigung', 300, 500 + line * 300);
    const image = context.getImageData(0, 0, 4000, 3000);
    // A fixed-seed generator: the same photo, and so the same size, on every run.
    let seed = 12345;
    for (let index = 0; index < image.data.length; index += 4) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const noise = (seed % 9) - 4;
      image.data[index] = image.data[index]! + noise;
      image.data[index + 1] = image.data[index + 1]! + noise;
      image.data[index + 2] = image.data[index + 2]! + noise;
    }
    context.putImageData(image, 0, 0);
    const blob = await new Promise<Blob>((resolve) => canvas.toBlob((result) => resolve(result!), 'image/jpeg', 0.95));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let offset = 0; offset < bytes.length; offset += 0x8000) binary += String.fromCharCode(...bytes.subarray(offset, offset + 0x8000));
    return btoa(binary);
  });
  return Buffer.from(base64, 'base64');
}

test('a 4000 × 3000 phone photo of about 3 MB is scaled and compressed in the browser, previewed, and accepted within 500 KB and 595 × 842', async ({ page, request }) => {
  await toUploadStep(page);
  const photo = await phonePhoto(page);
  expect(photo.length).toBeGreaterThan(2_500_000);

  // The styled picker: a label as button over the real input, which keeps keyboard focus.
  await expect(page.getByText('Datei auswählen')).toBeVisible();
  await certificate(page).setInputFiles({ name: 'IMG_20251124_0815.jpg', mimeType: 'image/jpeg', buffer: photo });
  const preview = page.getByRole('figure', { name: 'Ausgewählte Datei' });
  await expect(preview.getByRole('img', { name: 'Vorschau von IMG_20251124_0815.jpg' })).toBeVisible();
  await expect(preview).toContainText('IMG_20251124_0815.jpg');
  await expect(preview).toContainText(/\d+ KB \(verkleinert von \d,\d MB\)/);
  await checkAccessibility(page, 'the student upload with a photo preview');

  await upload(page).click();
  await expect(page.getByText(messages.success)).toBeVisible();
  const [stored] = await sandbox.uploads(request);
  expect(stored).toMatchObject({ fileName: 'IMG_20251124_0815.jpg', contentType: 'image/jpeg' });
  expect(stored!.size).toBeLessThanOrEqual(500 * 1024);
  expect(stored!.width).toBe(595);
  expect(stored!.height).toBe(446);

  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order!.request).toMatchObject({ studentEnrollmentCertificateUploadId: stored!.id });
});

for (const width of [375, 1280]) {
  test(`at ${width} px a chosen file takes its place at once: "Hochladen" does not move when the file is ready`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await toUploadStep(page);
    // The code that makes the file ready held back: the moment between the choice and the preview, as on a slow phone.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/static\/js\/async\/student-prepare-certificate\.[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await certificate(page).setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: pdf });
    const preview = page.getByRole('figure', { name: 'Ausgewählte Datei' });
    await expect(preview.getByRole('status')).toHaveText('Die Datei wird vorbereitet …');
    const whilePreparing = await upload(page).boundingBox();

    release();
    await expect(preview.getByRole('status')).toHaveText('1 KB');
    expect(await upload(page).boundingBox()).toEqual(whilePreparing);
    await upload(page).click();
    await expect(page.getByText(messages.success)).toBeVisible();
  });
}

test('a second photo chosen after a first never shows the first one\'s thumbnail: the preview draws each photo from its own file', async ({ page }) => {
  await toUploadStep(page);
  const preview = page.getByRole('figure', { name: 'Ausgewählte Datei' });
  const thumbnail = preview.getByRole('img');
  await certificate(page).setInputFiles({ name: 'erstes-foto.png', mimeType: 'image/png', buffer: wholePng });
  await expect(thumbnail).toHaveAccessibleName(/erstes-foto\.png/);
  const first = await thumbnail.getAttribute('src');
  // Every address the thumbnail is drawn from from now on.
  await preview.evaluate((figure) => {
    const drawn: string[] = [];
    (window as unknown as { aboflowDrawn: string[] }).aboflowDrawn = drawn;
    const record = () => {
      const src = figure.querySelector('img')?.getAttribute('src');
      if (src && drawn.at(-1) !== src) drawn.push(src);
    };
    new MutationObserver(record).observe(figure, { subtree: true, childList: true, attributes: true, attributeFilter: ['src'] });
  });
  const second = Buffer.from(buildImageBytes({ type: 'png', width: 56, height: 40, transparency: 'none' }));
  await certificate(page).setInputFiles({ name: 'zweites-foto.png', mimeType: 'image/png', buffer: second });
  await expect(thumbnail).toHaveAccessibleName(/zweites-foto\.png/);
  const drawn = await page.evaluate(() => (window as unknown as { aboflowDrawn: string[] }).aboflowDrawn);
  expect(drawn).not.toContain(first);
  expect(drawn).toEqual([await thumbnail.getAttribute('src')]);
});

test('a file dropped on the picker is taken like a chosen one; a PDF over 500 KB is refused before upload with a message naming the limit, which "Hochladen" keeps', async ({ page }) => {
  await toUploadStep(page);
  const dropZone = page.locator('.file-drop');
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['%PDF-1.4\n%%EOF\n'], 'bescheinigung.pdf', { type: 'application/pdf' }));
    return transfer;
  });
  await dropZone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByRole('figure', { name: 'Ausgewählte Datei' })).toContainText('bescheinigung.pdf');

  await certificate(page).setInputFiles({ name: 'grosse-datei.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(600 * 1024, 0x20)]) });
  await expect(page.getByRole('alert').filter({ hasText: 'Diese Datei ist größer als 500 KB.' })).toBeVisible();
  await expect(certificate(page)).toHaveValue('');
  await expect(page.getByRole('figure', { name: 'Ausgewählte Datei' })).toHaveCount(0);
  // "Hochladen" now keeps the reason, naming the limit, instead of asking for a file as if none had been chosen.
  await upload(page).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Diese Datei ist größer als 500 KB.' })).toBeVisible();
  await expect(page.getByText('Bitte wählen Sie Ihre Immatrikulationsbescheinigung aus.')).toHaveCount(0);
});
