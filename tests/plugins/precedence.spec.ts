import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('bonus selection, role choice, recruiter form and order form follow each other on STZ-PRINT-LWL (bonus and lwl)', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', 'wa=STZ-PRINT-LWL', '2000000001');
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await expect(page.getByRole('radio', { name: 'Ich werbe einen neuen Abonnenten' })).toHaveCount(0);
  await page.getByRole('button', { name: /^Auswählen: Weinpaket/ }).click();
  await page.getByRole('region', { name: 'Ihre Prämienauswahl' }).getByRole('button', { name: 'Weiter' }).click();

  await funnelSteps.expectStepHeading(page, 'Werben oder geworben werden?');
  await expect(page.getByRole('region', { name: 'Ihre Prämienauswahl' })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Ich werbe einen neuen Abonnenten' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await funnelSteps.expectStepHeading(page, 'Ihre Daten als Werberin oder Werber');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page.getByRole('form', { name: 'Daten der neuen Abonnentin oder des neuen Abonnenten' })).toBeVisible();
  await pluginSteps.fillOrderForm(page, { firstName: 'Nils', lastName: 'Neuleser' }, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect((await sandbox.orders(request))[0]!.request).toMatchObject({ bonusMatNrs: ['STZ-B-WEIN'], loggedInCustomerRole: 'agent' });
});

test('after the order form the student upload comes before the young-adult form when a campaign has both', async ({ page }) => {
  // No seeded campaign combines both; sz enables both plugins, so the U27 campaign is marked as a student offer too.
  await page.route('**/order/initialFormData**', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { formData?: { salesCampaign?: Record<string, unknown> } };
    if (body.formData?.salesCampaign) body.formData.salesCampaign.studentSubscription = true;
    await route.fulfill({ response, json: body });
  });
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-U27');
  await expect(page.getByRole('form', { name: 'Ihre Daten' })).toBeVisible();
  await pluginSteps.fillOrderForm(page, { firstName: 'Jana', lastName: 'Jung', email: 'jana@example.de' }, pluginSteps.addresses.stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);

  await funnelSteps.expectStepHeading(page, 'Ihre Immatrikulationsbescheinigung');
  await page.getByLabel('Immatrikulationsbescheinigung', { exact: false }).setInputFiles({
    name: 'bescheinigung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await page.getByRole('button', { name: 'Hochladen', exact: true }).click();
  await page.getByRole('button', { name: 'Weiter zur Zahlung' }).click();

  await funnelSteps.expectStepHeading(page, 'Ihr Altersnachweis');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);
});
