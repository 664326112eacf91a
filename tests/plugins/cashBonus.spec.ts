import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const messages = {
  ibanRequired: 'Bitte geben Sie Ihre IBAN ein, damit wir Ihnen die Barprämie überweisen können.',
  ibanInvalid: 'Die IBAN konnte nicht geprüft werden. Bitte kontrollieren Sie Ihre Eingabe.',
  swiftRequired: 'Bitte geben Sie für ein Konto im Ausland den BIC (SWIFT-Code) ein.',
};

const iban = (page: Page) => page.getByRole('textbox', { name: 'IBAN', exact: true });
const summary = (page: Page) => page.getByRole('alert').filter({ hasText: 'Bitte überprüfen Sie die gekennzeichneten Felder' });

async function openOrderForm(page: Page): Promise<void> {
  await funnelSteps.open(page, 'cz', 'wa=CZ-PRINT-BARPRAEMIE');
  // The only bonus is fixed: the cart confirms itself and the order form asks for the bank data.
  await expect(page.getByRole('group', { name: 'Bankverbindung für Ihre Barprämie' })).toBeVisible();
  await pluginSteps.fillOrderForm(page, { firstName: 'Carla', lastName: 'Cannstatt' }, pluginSteps.addresses.cannstatt);
}

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const checkedAccount = { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank Köln', bankAccountOwner: 'Carla Cannstatt', bankCountryCode: 'DE' };

/** Checks the cash-bonus IBAN in the order form and continues to the payment page. */
async function checkBonusAccountAndContinue(page: Page): Promise<void> {
  await iban(page).fill('DE89 3704 0044 0532 0130 00');
  await iban(page).blur();
  await expect(page.getByText('Kreditinstitut: Commerzbank Köln')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
}

test('the cash bonus needs an IBAN; its server check sets the payment step to SEPA with that account, which the order pays with and pays out to', async ({ page, request }) => {
  await openOrderForm(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(summary(page)).toContainText(messages.ibanRequired);
  await checkAccessibility(page, 'the order form with the missing IBAN');

  await iban(page).fill('DE89 3704 0044 0532 0130 00');
  await iban(page).blur();
  await expect(page.getByText('Kreditinstitut: Commerzbank Köln')).toBeVisible();
  await checkAccessibility(page, 'the order form with a checked IBAN');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  // SEPA with the checked account, its bank and the purchaser as holder; the mandate is still the reader's to give.
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue('DE89 3704 0044 0532 0130 00');
  await expect(page.getByText('Ihre Bank: Commerzbank Köln')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Kontoinhaber' })).toHaveValue('Carla Cannstatt');
  await expect(page.getByLabel('Ich erteile das SEPA-Lastschriftmandat.')).not.toBeChecked();
  await checkAccessibility(page, 'the payment page with the cash-bonus account');
  await orderSteps.confirmPrefilledSepa(page);

  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByRole('region', { name: 'Zahlung', exact: true })).toContainText('DE89 **** **** **** **30 00');
  await expect(page.getByRole('region', { name: 'Konto für Ihre Barprämie' })).toContainText('DE89 **** **** **** **30 00');
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({
    salesCampaignId: 'CZ-PRINT-BARPRAEMIE',
    bonusMatNrs: ['CZ-B-BAR50'],
    paymentMethodKey: '7',
    purchaserPaymentData: { ...checkedAccount, billingFrequency: '12' },
    cashBonusPaymentData: checkedAccount,
  });
});

test('a reader who pays from another account keeps the bonus account in the order, and the check page shows both', async ({ page, request }) => {
  await openOrderForm(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await checkBonusAccountAndContinue(page);
  await orderSteps.payBySepa(page, 'DE22600501010001234567');

  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const payment = page.getByRole('region', { name: 'Zahlung', exact: true });
  await expect(payment).toContainText('DE22 **** **** **** **45 67');
  await expect(payment).not.toContainText('DE89');
  const bonusAccount = page.getByRole('region', { name: 'Konto für Ihre Barprämie' });
  for (const text of ['DE89 **** **** **** **30 00', 'Commerzbank Köln', 'Carla Cannstatt']) await expect(bonusAccount).toContainText(text);
  await checkAccessibility(page, 'the verification page with two accounts');
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({
    paymentMethodKey: '7',
    purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE22600501010001234567', bankAccountOwner: 'Carla Cannstatt' },
    cashBonusPaymentData: checkedAccount,
  });
});

test('a reader who pays by invoice keeps the bonus account in the order', async ({ page, request }) => {
  await openOrderForm(page);
  await funnelSteps.acceptTermsAndContinue(page);
  await checkBonusAccountAndContinue(page);
  await orderSteps.payByInvoice(page);
  await expect(page.getByRole('region', { name: 'Konto für Ihre Barprämie' })).toContainText('DE89 **** **** **** **30 00');
  await orderSteps.placeOrder(page);

  const order = (await sandbox.orders(request))[0]!;
  expect(order.request).toMatchObject({ paymentMethodKey: 'Y', purchaserPaymentData: { paymentMethod: 'invoice' }, cashBonusPaymentData: checkedAccount });
  expect(order.request).not.toHaveProperty('purchaserPaymentData.iban');
});

test('a failing IBAN check, a foreign IBAN without SWIFT and an IBAN known to the customer system', async ({ page }) => {
  await openOrderForm(page);
  await iban(page).fill('DE89370400440532013001');
  await iban(page).blur();
  await funnelSteps.acceptTermsAndContinue(page);
  await expect(summary(page)).toContainText(messages.ibanInvalid);
  await checkAccessibility(page, 'the order form with a failed IBAN check');

  await iban(page).fill('AT611904300234573201');
  await iban(page).blur();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(summary(page)).toContainText(messages.swiftRequired);

  await iban(page).fill('DE22600501010001234567');
  await iban(page).blur();
  await expect(page.getByText('Bitte prüfen Sie Ihre Adresse und ergänzen Sie fehlende Angaben, damit wir Ihnen die Prämie auszahlen können.')).toBeVisible();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
});

test('"Weiter" clicked while the IBAN check is still out waits for its answer: a failed check stops the form, a passed one goes on', async ({ page }) => {
  await openOrderForm(page);
  // The server's answers are held until the click on "Weiter" has happened, as on a slow phone network.
  const held: (() => void)[] = [];
  await page.route('**/order-service/v1/order/checkIbanSwift', async (route) => {
    await new Promise<void>((resolve) => held.push(resolve));
    await route.continue();
  });
  const releaseAnswers = async () => {
    await expect.poll(() => held.length).toBeGreaterThan(0);
    for (const release of held.splice(0)) release();
  };

  await iban(page).fill('DE89370400440532013001');
  await iban(page).blur();
  await funnelSteps.acceptTermsAndContinue(page);
  await releaseAnswers();
  await expect(summary(page)).toContainText(messages.ibanInvalid);
  await expect(page.getByRole('heading', { level: 1, name: 'Bitte wählen Sie eine Zahlmethode' })).toHaveCount(0);

  // Submitted without leaving the field: the form asks the server itself before it goes on.
  await iban(page).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await releaseAnswers();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(page.getByRole('radio', { name: /SEPA-Lastschrift/ })).toBeChecked();
});
