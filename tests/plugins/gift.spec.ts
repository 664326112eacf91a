import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const giverHeading = 'Ihre Daten als Schenkende oder Schenkender';
const giver = { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de' };
const recipient = { firstName: 'Bruno', lastName: 'Beschenkt' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a visitor gives a print subscription for 6 months: giver and recipient addresses, time limit and role in the order', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-GESCHENK');
  await funnelSteps.expectStepHeading(page, giverHeading);
  await expect(page.getByRole('radiogroup', { name: /Ihre Rolle/ })).toHaveCount(0);

  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' })).toBeVisible();
  await checkAccessibility(page, 'the giver form with errors');

  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The order form is now the recipient's, cleared of the giver's data, with the time limit.
  await expect(page.getByRole('heading', { name: giverHeading })).toHaveCount(0);
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  const timeLimit = page.getByRole('group', { name: /Laufzeit des Geschenkabos/ });
  await expect(timeLimit.getByRole('radio')).toHaveCount(4);
  for (const label of ['unbegrenzt', '3 Monate', '6 Monate', '12 Monate']) await expect(timeLimit.getByRole('radio', { name: label, exact: true })).toBeVisible();
  // The campaign presets 12 months.
  await expect(timeLimit.getByRole('radio', { name: '12 Monate' })).toBeChecked();
  await checkAccessibility(page, 'the gift order form with the time limit');
  await timeLimit.getByRole('radio', { name: '6 Monate' }).check();

  await pluginSteps.fillOrderForm(page, recipient, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({
    salesCampaignId: 'STZ-PRINT-GESCHENK',
    timeLimit: 6,
    loggedInCustomerRole: 'purchaser',
    purchaserAddresses: { privateAddress: { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de', zipCode: '70173' } },
    recipientAddresses: { privateAddress: { firstName: 'Bruno', lastName: 'Beschenkt', street: 'Marktstraße', zipCode: '70372' } },
  });
  expect(orders[0]!.request).not.toHaveProperty('addresses');
});

test('a digital gift without time-limit choice shows no time limit and sends none', async ({ page, request }) => {
  await funnelSteps.open(page, 'stn', 'wa=STN-DIGITAL-GESCHENK');
  await funnelSteps.expectStepHeading(page, giverHeading);
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await expect(page.getByRole('group', { name: /Laufzeit des Geschenkabos/ })).toHaveCount(0);
  await pluginSteps.fillOrderForm(page, { ...recipient, email: 'bruno@example.de' }, pluginSteps.addresses.esslingen);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({ loggedInCustomerRole: 'purchaser', recipientAddresses: { privateAddress: { lastName: 'Beschenkt' } } });
  expect(order.request).not.toHaveProperty('timeLimit');
});

test('a logged-in customer chooses to receive the gift: giver form empty, own data in the order form, customer number blanked', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', 'wa=STZ-PRINT-GESCHENK', '2000000001');
  await funnelSteps.expectStepHeading(page, 'Verschenken oder beschenkt werden?');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Bitte wählen Sie aus, ob Sie das Abo verschenken oder geschenkt bekommen.').first()).toBeVisible();
  await checkAccessibility(page, 'the gift role choice with its error');

  await page.getByRole('radio', { name: 'Ich bekomme das Abo geschenkt' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectStepHeading(page, 'Wer schenkt Ihnen das Abo?');
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await checkAccessibility(page, 'the giver form for a recipient');
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.esslingen);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The recipient's own data stay in the order form.
  await expect(page.getByLabel('Nachname')).not.toHaveValue('');
  const startDate = page.locator('#field-startDate');
  if (await startDate.count()) await startDate.fill((await startDate.getAttribute('min')) ?? '');
  await page.getByRole('group', { name: /Laufzeit des Geschenkabos/ }).getByRole('radio', { name: 'unbegrenzt' }).check();
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'recipient',
    timeLimit: 0,
    purchaserAddresses: { privateAddress: { firstName: 'Gisela', lastName: 'Geberin' } },
  });
  expect(order.request.gpNr ?? '').toBe('');
});

test('a logged-in customer who gives the subscription keeps their customer number and finds their own data in the giver form', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', 'wa=STZ-PRINT-GESCHENK', '2000000001');
  await page.getByRole('radio', { name: 'Ich verschenke das Abo' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectStepHeading(page, giverHeading);
  await expect(page.getByLabel('Nachname')).not.toHaveValue('');
  const giverLastName = await page.getByLabel('Nachname').inputValue();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await pluginSteps.fillOrderForm(page, recipient, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'purchaser',
    gpNr: '2000000001',
    purchaserAddresses: { privateAddress: { lastName: giverLastName } },
    recipientAddresses: { privateAddress: { lastName: 'Beschenkt' } },
  });
});

test('back navigation from the start page undoes the saved giver addresses and shows the giver form again', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-GESCHENK');
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await pluginSteps.fillOrderForm(page, recipient, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  await pluginSteps.headerBackToStart(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Bruno');

  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, giverHeading);
  await expect(page.getByLabel('Vorname')).toHaveValue('Gisela');
});
