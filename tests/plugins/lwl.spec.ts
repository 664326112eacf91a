import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { startDateSteps } from '../support/startDateSteps.ts';

const campaign = 'wa=STZ-PRINT-LWL';
const recruiterHeading = 'Ihre Daten als Werberin oder Werber';
const recruiter = { firstName: 'Rita', lastName: 'Werber', email: 'rita@example.de' };
const newSubscriber = { firstName: 'Nils', lastName: 'Neuleser' };

async function chooseBonus(page: Page, title: string): Promise<void> {
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await page.getByRole('button', { name: new RegExp(`^Auswählen: ${title}`) }).click();
  await page.getByRole('region', { name: 'Ihre Prämienauswahl' }).getByRole('button', { name: 'Weiter' }).click();
}

async function chooseRole(page: Page, label: string): Promise<void> {
  await funnelSteps.expectStepHeading(page, 'Werben oder geworben werden?');
  await page.getByRole('radio', { name: label }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a visitor recruits a reader for a cash bonus: recruiter addresses, the new subscriber and the payout in agentPaymentData', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', campaign);
  await expect(page.getByText('Barprämie', { exact: true })).toBeVisible();
  await expect(page.getByText('Sachprämie', { exact: true })).toBeVisible();
  await chooseBonus(page, '30 € Werbeprämie');

  await funnelSteps.expectStepHeading(page, recruiterHeading);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' })).toBeVisible();
  await checkAccessibility(page, 'the recruiter form with errors');
  await funnelSteps.fillPerson(page, recruiter);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The order form is the new subscriber's; the cash bonus asks for the payout account.
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await pluginSteps.fillOrderForm(page, newSubscriber, pluginSteps.addresses.cannstatt);
  const iban = page.getByRole('textbox', { name: 'IBAN', exact: true });
  await iban.fill('DE89370400440532013000');
  await iban.blur();
  await expect(page.getByText('Kreditinstitut: Commerzbank')).toBeVisible();
  await checkAccessibility(page, 'the lwl order form with the cash-bonus bank data');
  await funnelSteps.acceptTermsAndContinue(page);
  // The new subscriber pays: the recruiter's payout account is not their payment, and they hold the account.
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Nils Neuleser');
  await orderSteps.payByInvoice(page);

  // Both people and the payout account before the binding order.
  const recruiterBlock = page.getByRole('region', { name: 'Werbende Person' });
  for (const text of ['Rita Werber', 'Königstraße 12', '70173 Stuttgart', 'rita@example.de']) await expect(recruiterBlock).toContainText(text);
  await expect(recruiterBlock).not.toContainText('Zahlt');
  const subscriberBlock = page.getByRole('region', { name: 'Neue Abonnentin oder neuer Abonnent' });
  for (const text of ['Nils Neuleser', 'Marktstraße 9', '70372 Stuttgart', 'Zahlt das Abonnement.']) await expect(subscriberBlock).toContainText(text);
  const payout = page.getByRole('region', { name: 'Konto für die Werbeprämie' });
  for (const text of ['DE89 **** **** **** **30 00', 'Rita Werber']) await expect(payout).toContainText(text);
  await checkAccessibility(page, 'the verification page of an lwl order');
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({
    salesCampaignId: 'STZ-PRINT-LWL',
    bonusMatNrs: ['STZ-B-BAR30'],
    loggedInCustomerRole: 'agent',
    agentAddresses: { privateAddress: { firstName: 'Rita', lastName: 'Werber', zipCode: '70173' } },
    purchaserAddresses: { privateAddress: { firstName: 'Nils', lastName: 'Neuleser', zipCode: '70372' } },
    agentPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Rita Werber', bankCountryCode: 'DE' },
  });
  expect(orders[0]!.request).not.toHaveProperty('addresses');
  // The bonus goes to the recruiter, not into the paying subscriber's payment data.
  expect(orders[0]!.request).not.toHaveProperty('purchaserPaymentData.iban');
});

test('a logged-in recruiter with saved SEPA data is paid out to that account without typing an IBAN; their customer number is blanked', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', campaign, '2000000001');
  await chooseBonus(page, '30 € Werbeprämie');
  await funnelSteps.expectStepHeading(page, 'Werben oder geworben werden?');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByText('Bitte wählen Sie aus, ob Sie einen neuen Abonnenten werben oder geworben wurden.').first()).toBeVisible();
  await checkAccessibility(page, 'the lwl role choice with its error');
  await chooseRole(page, 'Ich werbe einen neuen Abonnenten');

  await funnelSteps.expectStepHeading(page, recruiterHeading);
  await expect(page.getByLabel('Nachname')).not.toHaveValue('');
  const recruiterLastName = await page.getByLabel('Nachname').inputValue();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await pluginSteps.fillOrderForm(page, newSubscriber, pluginSteps.addresses.cannstatt);
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveCount(0);
  await funnelSteps.acceptTermsAndContinue(page);
  // The recruiter's saved account pays out the bonus; it never prefills the new subscriber's payment.
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).not.toBeChecked();
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Nils Neuleser');
  await orderSteps.payByInvoice(page);
  await expect(page.getByRole('region', { name: 'Konto für die Werbeprämie' })).toContainText(recruiterLastName);
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'agent',
    agentAddresses: { privateAddress: { lastName: recruiterLastName } },
    purchaserAddresses: { privateAddress: { lastName: 'Neuleser' } },
    agentPaymentData: { paymentMethod: 'sepa', bankCountryCode: 'DE', bankAccountOwner: expect.stringContaining(recruiterLastName) },
  });
  expect((order.request.agentPaymentData as { iban: string }).iban).toMatch(/^DE\d{20}$/);
  expect(order.request.gpNr ?? '').toBe('');
});

test('a logged-in reader who was recruited enters the recruiter, keeps their own data and customer number, and is the purchaser', async ({ page, request }) => {
  await funnelSteps.loginAs(page, 'stz', campaign, '2000000001');
  await chooseBonus(page, 'Weinpaket Württemberg');
  await chooseRole(page, 'Ich wurde geworben und bestelle das Abo');

  await funnelSteps.expectStepHeading(page, 'Wer hat Sie geworben?');
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  await checkAccessibility(page, 'the recruiter form for a recruited reader');
  await funnelSteps.fillPerson(page, recruiter);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // The receiver's own data stay, with the e-mail prefilled.
  await expect(page.getByLabel('Nachname')).not.toHaveValue('');
  await expect(page.getByLabel('E-Mail-Adresse')).toHaveValue(/@/);
  await startDateSteps.fillEarliest(page);
  await funnelSteps.acceptTermsAndContinue(page);
  // The recruited reader pays: their own saved SEPA account is prefilled.
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('DE02 6005 0101 0002 0343 04');
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Lena Schwabe');
  await orderSteps.confirmPrefilledSepa(page);
  await expect(page.getByRole('region', { name: 'Neue Abonnentin oder neuer Abonnent' })).toContainText('Lena Schwabe');
  await expect(page.getByRole('region', { name: 'Werbende Person' })).toContainText('Rita Werber');
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    loggedInCustomerRole: 'purchaser',
    gpNr: '2000000001',
    bonusMatNrs: ['STZ-B-WEIN'],
    agentAddresses: { privateAddress: { firstName: 'Rita', lastName: 'Werber' } },
    paymentMethodKey: '7',
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE02600501010002034304', bankAccountOwner: 'Lena Schwabe' },
  });
  expect(order.request).not.toHaveProperty('agentPaymentData');
});

test('back navigation from the start page undoes the saved recruiter addresses, then the confirmed bonus cart', async ({ page }) => {
  await funnelSteps.open(page, 'stz', campaign);
  await chooseBonus(page, 'Weinpaket Württemberg');
  await funnelSteps.fillPerson(page, recruiter);
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await pluginSteps.fillOrderForm(page, newSubscriber, pluginSteps.addresses.cannstatt);
  await funnelSteps.acceptTermsAndContinue(page);
  await pluginSteps.headerBackToStart(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Nils');

  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, recruiterHeading);
  await expect(page.getByLabel('Vorname')).toHaveValue('Rita');
  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
});
