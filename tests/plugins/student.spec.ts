import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const uploadHeading = 'Ihre Immatrikulationsbescheinigung';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');
const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
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

  await certificate(page).setInputFiles({ name: 'bescheinigung.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([pdf, Buffer.alloc(600 * 1024, 0x20)]) });
  await upload(page).click();
  await expect(page.getByText(messages.tooLarge)).toBeVisible();
  await checkAccessibility(page, 'the student upload after a too-large file');

  await sandbox.inject(request, { call: 'uploadStudentEnrollmentCertificate', status: 500, times: 1 });
  await certificate(page).setInputFiles({ name: 'bescheinigung.png', mimeType: 'image/png', buffer: png });
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
