import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { startDateSteps } from '../support/startDateSteps.ts';

const giverHeading = 'Ihre Daten als Schenkende oder Schenkender';
const giver = { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de' };
const recipient = { firstName: 'Bruno', lastName: 'Beschenkt' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a visitor gives a print subscription for 6 months and pays by SEPA once, asked no billing frequency: the giver holds the account, the 6-month price and term, both parties before the order', async ({ page, request }) => {
  const priceCalls: Record<string, unknown>[] = [];
  const frequencyCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/priceWithDeliveryDate/')) priceCalls.push(sent.postDataJSON() as Record<string, unknown>);
    if (sent.url().includes('/billingFrequencies')) frequencyCalls.push(sent.url());
  });
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
  // The campaign presets 12 months, and the price box beside the form prices them.
  await expect(timeLimit.getByRole('radio', { name: '12 Monate' })).toBeChecked();
  const priceBox = page.getByRole('complementary', { name: 'Ihre Bestelldetails' });
  await expect(priceBox).toContainText('478,80 € einmalig für 12 Monate');
  await checkAccessibility(page, 'the gift order form with the time limit');
  await timeLimit.getByRole('radio', { name: '6 Monate' }).check();
  await expect(priceBox).toContainText('239,40 € einmalig für 6 Monate');
  await expect(priceBox).not.toContainText('12 Monate');

  await pluginSteps.fillOrderForm(page, recipient, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  // The giver pays, so the account holder is the giver, not the recipient of the order form.
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Gisela Geberin');
  // Paid once: no billing frequency is asked, whichever method is chosen, and the price stays the 6-month one.
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toBeVisible();
  await expect(page.getByRole('group', { name: /Zahlungsweise/ })).toHaveCount(0);
  await page.getByRole('radio', { name: 'Rechnung' }).check();
  await expect(page.getByRole('group', { name: /Zahlungsweise/ })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Ihr Preis' })).toContainText('einmalig für 6 Monate');
  await orderSteps.payBySepa(page, undefined, { billingFrequency: false });

  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const conditions = page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' });
  await expect(conditions).toContainText('239,40 € einmalig für 6 Monate');
  await expect(conditions).toContainText('6 Monate; endet danach automatisch und verlängert sich nicht');
  await expect(conditions).toContainText('Keine Kündigung nötig');
  await expect(conditions).not.toContainText(/Monatlich kündbar|verlängert sich bis zur Kündigung|Jahr/);
  // §312j BGB: price, term and cancellation sit directly above the order button.
  const nextToButton = await page
    .getByRole('button', { name: 'Zahlungspflichtig bestellen' })
    .evaluate((button) => button.parentElement?.previousElementSibling?.getAttribute('aria-labelledby'));
  expect(nextToButton).toBe('order-conditions');
  const paymentSummary = page.getByRole('region', { name: 'Zahlung', exact: true });
  await expect(paymentSummary.getByRole('definition').filter({ hasText: /^einmalig$/ })).toBeVisible();
  await expect(paymentSummary).not.toContainText('monatlich');
  await expect(paymentSummary).toContainText('Gisela Geberin');
  const giverBlock = page.getByRole('region', { name: 'Schenkende Person' });
  for (const text of ['Frau Gisela Geberin', 'Königstraße 12', '70173 Stuttgart', 'gisela@example.de', 'Zahlt das Abonnement.']) await expect(giverBlock).toContainText(text);
  const recipientBlock = page.getByRole('region', { name: 'Beschenkte Person' });
  for (const text of ['Frau Bruno Beschenkt', 'Marktstraße 9', '70372 Stuttgart']) await expect(recipientBlock).toContainText(text);
  await expect(recipientBlock).not.toContainText('Zahlt');
  await checkAccessibility(page, 'the verification page of a gift');
  await orderSteps.placeOrder(page);

  // The campaign presets 12 months, so every price call of this order was for a gift paid once.
  expect(priceCalls.length).toBeGreaterThan(2);
  for (const body of priceCalls) expect(body.billingFrequency ?? null).toBeNull();
  expect(priceCalls.at(-1)).toMatchObject({ timeLimit: 6, paymentMethodKey: '7' });
  expect(frequencyCalls).toEqual([]);
  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.price).toBe(239.4);
  expect(orders[0]!.billingFrequency).toBeNull();
  expect(orders[0]!.request).toMatchObject({
    salesCampaignId: 'STZ-PRINT-GESCHENK',
    timeLimit: 6,
    loggedInCustomerRole: 'purchaser',
    paymentMethodKey: '7',
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Gisela Geberin', bankCountryCode: 'DE', billingFrequency: null },
    purchaserAddresses: { privateAddress: { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de', zipCode: '70173' } },
    recipientAddresses: { privateAddress: { firstName: 'Bruno', lastName: 'Beschenkt', street: 'Marktstraße', zipCode: '70372' } },
  });
  expect(orders[0]!.request).not.toHaveProperty('addresses');
});

test('a giver with a post office box: the giver form offers street or Postfach like the order form, and the stored giver address is a Postfachadresse', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-GESCHENK');
  await funnelSteps.expectStepHeading(page, giverHeading);
  const variant = page.getByRole('group', { name: 'Art der Adresse' });
  await expect(variant.getByRole('radio', { name: 'Straßenadresse' })).toBeChecked();
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  // Switching to the box drops the street typed before: the box alone is the giver's address.
  await funnelSteps.fillPostOfficeBox(page, { postOfficeBox: '104411', zipCode: '70039', city: 'Stuttgart' });
  await expect(page.getByRole('textbox', { name: 'Straße', exact: true })).toHaveCount(0);
  await checkAccessibility(page, 'the giver form with a post office box');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page.getByRole('heading', { name: giverHeading })).toHaveCount(0);
  await pluginSteps.fillOrderForm(page, recipient, pluginSteps.addresses.cannstatt);
  await page.getByRole('group', { name: /Laufzeit des Geschenkabos/ }).getByRole('radio', { name: 'unbegrenzt' }).check();
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  const giverBlock = page.getByRole('region', { name: 'Schenkende Person' });
  for (const text of ['Frau Gisela Geberin', 'Postfach 104411', '70039 Stuttgart']) await expect(giverBlock).toContainText(text);
  await expect(giverBlock).not.toContainText('Königstraße');
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  const giverAddress = (order.request.purchaserAddresses as { privateAddress: Record<string, unknown> }).privateAddress;
  expect(giverAddress).toMatchObject({
    addressType: 'Postfachadresse', postOfficeBox: '104411', postOfficeBoxZipCode: '70039', postOfficeBoxCity: 'Stuttgart', lastName: 'Geberin', country: 'DE',
  });
  expect(giverAddress).not.toHaveProperty('street');
  expect(order.request).toMatchObject({ recipientAddresses: { privateAddress: { addressType: 'Straßenadresse', street: 'Marktstraße' } } });
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
  await startDateSteps.fillEarliest(page);
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

test('a logged-in recipient orders the gift: the giver pays, so the recipient\'s own saved account is not offered and the giver holds the account', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', 'wa=STZ-PRINT-GESCHENK', '2000000001');
  await page.getByRole('radio', { name: 'Ich bekomme das Abo geschenkt' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectStepHeading(page, 'Wer schenkt Ihnen das Abo?');
  await funnelSteps.fillPerson(page, giver);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.esslingen);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByLabel('Nachname')).toHaveValue('Schwabe');
  await startDateSteps.fillEarliest(page);
  await page.getByRole('group', { name: /Laufzeit des Geschenkabos/ }).getByRole('radio', { name: 'unbegrenzt' }).check();
  await funnelSteps.acceptTermsAndContinue(page);

  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  // Lena Schwabe's saved SEPA account is hers, not the giver's: nothing is preselected or prefilled.
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Gisela Geberin');
  await orderSteps.payBySepa(page);

  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByRole('region', { name: 'Schenkende Person' })).toContainText('Gisela Geberin');
  await expect(page.getByRole('region', { name: 'Schenkende Person' })).toContainText('Zahlt das Abonnement.');
  await expect(page.getByRole('region', { name: 'Beschenkte Person' })).toContainText('Lena Schwabe');
  // An unlimited gift renews until cancelled, paid monthly as chosen.
  const conditions = page.getByRole('region', { name: 'Preis, Laufzeit und Kündigung' });
  await expect(conditions).toContainText('unbefristet, verlängert sich bis zur Kündigung');
  await expect(conditions).toContainText('Monatlich kündbar.');
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'recipient',
    timeLimit: 0,
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Gisela Geberin' },
    purchaserAddresses: { privateAddress: { lastName: 'Geberin' } },
    recipientAddresses: { privateAddress: { lastName: 'Schwabe' } },
  });
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
  // The giver pays with their own saved SEPA account, prefilled.
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('DE02 6005 0101 0002 0343 04');
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Lena Schwabe');
  // The campaign presets a 12-month gift, paid once: no billing frequency is asked.
  await orderSteps.payByInvoice(page, { billingFrequency: false });
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'purchaser',
    timeLimit: 12,
    purchaserPaymentData: { paymentMethod: 'invoice', billingFrequency: null },
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
