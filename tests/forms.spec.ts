import type { Locator, Page } from '@playwright/test';
import { providerSteps } from './payment/providerSteps.ts';
import { checkAccessibility } from './support/checkAccessibility.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { orderSteps } from './support/orderSteps.ts';
import { pluginSteps } from './support/pluginSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';
import { startDateSteps } from './support/startDateSteps.ts';

/** Forms that phones and password managers fill (autofill tokens, keyboards, postcodes by country, dialogs). */

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

const field = (page: Page, name: string) => page.locator(`#field-${name.replace(/\./g, '-')}`);
const orderForm = (page: Page) => page.locator('form[aria-labelledby="order-form-title"]');

/** Asserts the autocomplete token of each named field. */
async function expectTokens(page: Page, tokens: Readonly<Record<string, string>>): Promise<void> {
  for (const [name, token] of Object.entries(tokens)) await expect(field(page, name), name).toHaveAttribute('autocomplete', token);
}

/** Every text input and select of a form carries an autocomplete token, so no field is left to guessing. */
async function expectEveryFieldTokened(form: Locator): Promise<void> {
  const untokened = await form
    .locator('input:not([type=checkbox]):not([type=radio]):not([type=hidden]):not([type=date]), select')
    .evaluateAll((elements) => elements.filter((element) => !element.getAttribute('autocomplete')).map((element) => element.id));
  expect(untokened).toEqual([]);
}

test('a private print order: every field has its autofill token, digits get the numeric keyboard and the area code takes a leading "+"', async ({ page }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-STANDARD');
  await expect(field(page, 'firstName')).toBeVisible();
  await expectEveryFieldTokened(orderForm(page));
  await expectTokens(page, {
    salutation: 'honorific-prefix',
    title: 'off',
    firstName: 'given-name',
    lastName: 'family-name',
    email: 'email',
    phoneAreaCode: 'tel-area-code',
    phoneSubscriberNumber: 'tel-local',
    street: 'address-line1',
    streetNumber: 'off',
    floor: 'off',
    room: 'off',
    additionalInfo: 'address-line2',
    zipCode: 'postal-code',
    city: 'address-level2',
    country: 'country',
  });

  await expect(field(page, 'zipCode')).toHaveAttribute('inputmode', 'numeric');
  await expect(field(page, 'phoneSubscriberNumber')).toHaveAttribute('inputmode', 'numeric');
  await expect(field(page, 'phoneAreaCode')).toHaveAttribute('type', 'tel');
  await expect(field(page, 'phoneAreaCode')).toHaveAttribute('inputmode', 'tel');
  await expect(field(page, 'email')).toHaveAttribute('inputmode', 'email');

  // A "+" at the start of the area code is typed; later, or a second one, is not.
  await field(page, 'phoneAreaCode').pressSequentially('+49+89');
  await expect(field(page, 'phoneAreaCode')).toHaveValue('+4989');
  await field(page, 'phoneSubscriberNumber').pressSequentially('+2318');
  await expect(field(page, 'phoneSubscriberNumber')).toHaveValue('2318');

  // What autofill puts into address-line1 ("street number") lands in both fields.
  await field(page, 'street').fill('Sendlinger Straße 12a');
  await expect(field(page, 'street')).toHaveValue('Sendlinger Straße');
  await expect(field(page, 'streetNumber')).toHaveValue('12a');
  // Typed key by key, a street with a number in its name stays whole.
  await field(page, 'street').fill('');
  await field(page, 'streetNumber').fill('');
  await field(page, 'street').pressSequentially('Straße 101');
  await expect(field(page, 'street')).toHaveValue('Straße 101');
  await expect(field(page, 'streetNumber')).toHaveValue('');
});

test('a gift: the giver form has the reader\'s own tokens, the recipient\'s form starts empty, is titled for the recipient and autofills in its own section', async ({ page }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-GESCHENK');
  await funnelSteps.expectStepHeading(page, 'Ihre Daten als Schenkende oder Schenkender');
  await expectTokens(page, { salutation: 'honorific-prefix', firstName: 'given-name', lastName: 'family-name', street: 'address-line1', zipCode: 'postal-code', city: 'address-level2', country: 'country', email: 'email' });
  await funnelSteps.fillPerson(page, { firstName: 'Gisela', lastName: 'Geberin', email: 'gisela@example.de' });
  await funnelSteps.fillStreetAddress(page, pluginSteps.addresses.stuttgart);
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();

  await funnelSteps.expectStepHeading(page, 'Daten der beschenkten Person');
  for (const name of ['firstName', 'lastName', 'email', 'street', 'streetNumber', 'zipCode', 'city']) await expect(field(page, name), name).toHaveValue('');
  await expectEveryFieldTokened(orderForm(page));
  await expectTokens(page, {
    salutation: 'section-recipient honorific-prefix',
    firstName: 'section-recipient given-name',
    lastName: 'section-recipient family-name',
    email: 'section-recipient email',
    phoneAreaCode: 'section-recipient tel-area-code',
    street: 'section-recipient address-line1',
    streetNumber: 'off',
    zipCode: 'section-recipient postal-code',
    city: 'section-recipient address-level2',
    country: 'section-recipient country',
  });
  await checkAccessibility(page, 'the recipient\'s order form');
});

test('a business order: company and names tokened, the delivery address in the shipping and the invoice address in the billing section', async ({ page }) => {
  await funnelSteps.open(page, 'lkz', 'wa=LKZ-PRINT-FIRMA');
  await page.getByRole('radio', { name: 'Geschäftskunde' }).check();
  await page.getByLabel('Abweichende Lieferadresse angeben').check();
  await page.getByLabel('Abweichende Rechnungsadresse angeben').check();
  await expectEveryFieldTokened(orderForm(page));
  await expectTokens(page, {
    companyName: 'organization',
    companySuffix1: 'off',
    firstName: 'given-name',
    'deliveryAddress.companyName': 'shipping organization',
    'deliveryAddress.firstName': 'shipping given-name',
    'deliveryAddress.lastName': 'shipping family-name',
    'deliveryAddress.street': 'shipping address-line1',
    'deliveryAddress.zipCode': 'shipping postal-code',
    'deliveryAddress.city': 'shipping address-level2',
    'deliveryAddress.country': 'shipping country',
    'invoiceAddress.firstName': 'billing given-name',
    'invoiceAddress.street': 'billing address-line1',
    'invoiceAddress.zipCode': 'billing postal-code',
    'invoiceAddress.country': 'billing country',
  });
  // The split works in the nested addresses too.
  await field(page, 'deliveryAddress.street').fill('Marktstraße 5');
  await expect(field(page, 'deliveryAddress.streetNumber')).toHaveValue('5');
});

test('a digital offer asks only what the spec needs: no title, no address type, no floor or room, one additional-info line', async ({ page }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-DIGITAL-STANDARD');
  await expect(field(page, 'firstName')).toBeVisible();
  await expect(field(page, 'title')).toHaveCount(0);
  await expect(page.getByRole('group', { name: 'Art der Adresse' })).toHaveCount(0);
  await expect(field(page, 'floor')).toHaveCount(0);
  await expect(field(page, 'room')).toHaveCount(0);
  await expect(field(page, 'postOfficeBox')).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: /Adresszusatz/ })).toHaveCount(1);
  await expectEveryFieldTokened(orderForm(page));
});

test('a Dutch postcode: refused in the German format with a message naming it, accepted for the Netherlands, ordered and stored', async ({ page, request }) => {
  await funnelSteps.open(page, 'sz', 'wa=SZ-PRINT-AUSLAND');
  await funnelSteps.fillPerson(page, { firstName: 'Anke', lastName: 'de Vries' });
  await field(page, 'street').fill('Damrak 1');
  await expect(field(page, 'streetNumber')).toHaveValue('1');
  await field(page, 'zipCode').fill('1012 AB');
  await field(page, 'city').fill('Amsterdam');
  await expect(page.getByText('Bitte geben Sie eine Postleitzahl in Deutschland mit 5 Ziffern ein, z. B. 80331.')).toBeVisible();

  await page.getByLabel('Land').selectOption({ label: 'Niederlande' });
  await expect(page.getByText('Bitte geben Sie eine Postleitzahl in Deutschland')).toHaveCount(0);
  // Dutch postcodes have letters: no numeric keyboard.
  await expect(field(page, 'zipCode')).not.toHaveAttribute('inputmode', 'numeric');
  await field(page, 'zipCode').fill('1012');
  await expect(page.getByText('Bitte geben Sie eine Postleitzahl in den Niederlanden mit 4 Ziffern und 2 Buchstaben ein, z. B. 1012 AB.')).toBeVisible();
  await field(page, 'zipCode').fill('1012 AB');
  await expect(page.getByText(/Postleitzahl in den Niederlanden/)).toHaveCount(0);
  await startDateSteps.fillEarliest(page);
  await funnelSteps.acceptTermsAndContinue(page);

  // Abroad the carrier cannot deliver: the dialog's buttons say what they do; "Adresse ändern" returns to the street.
  const dialog = page.getByRole('dialog', { name: 'Zustellung durch unsere Zusteller nicht möglich' });
  await expect(dialog.getByRole('button', { name: 'Per Post zustellen lassen' })).toBeVisible();
  await checkAccessibility(page, 'the out-of-area dialog');
  await dialog.getByRole('button', { name: 'Adresse ändern' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(page, 'street')).toBeFocused();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await dialog.getByRole('button', { name: 'Per Post zustellen lassen' }).click();

  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.approvePayPal(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({
    addresses: { privateAddress: { country: 'NL', zipCode: '1012 AB', street: 'Damrak', streetNumber: '1', city: 'Amsterdam', mailDeliverySelected: true } },
  });
});

test('address suggestions are a neutral question with one button per address, not an error', async ({ page, request }) => {
  await funnelSteps.open(page, 'stz', 'wa=STZ-PRINT-STANDARD');
  await pluginSteps.fillOrderForm(page, { firstName: 'Karl', lastName: 'Korrektur' }, { ...pluginSteps.addresses.stuttgart, street: 'Königstrase' });
  await funnelSteps.acceptTermsAndContinue(page);
  const suggestions = page.getByRole('group', { name: /Meinten Sie eine dieser Adressen\?/ });
  await expect(suggestions).toBeVisible();
  await expect(page.locator('#address-check-banner')).toHaveAttribute('role', 'status');
  await expect(page.locator('#address-check-banner')).toHaveClass(/alert--info/);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await checkAccessibility(page, 'the address suggestions');

  await suggestions.getByRole('button', { name: /Königstraße.*Übernehmen/ }).first().click();
  await expect(field(page, 'street')).toHaveValue('Königstraße');
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.request).toMatchObject({ addresses: { privateAddress: { street: 'Königstraße' } } });
});
