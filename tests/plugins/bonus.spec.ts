import type { Page } from '@playwright/test';
import { checkAccessibility } from '../support/checkAccessibility.ts';
import { funnelSteps } from '../support/funnelSteps.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { pluginSteps } from '../support/pluginSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';

const cart = (page: Page) => page.getByRole('region', { name: 'Ihre Prämienauswahl' });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The tile buttons read "Auswählen" or "Entfernen" plus the bonus title, hidden visually.
const tileButton = (page: Page, action: 'Auswählen' | 'Entfernen', title: string) =>
  page.getByRole('button', { name: new RegExp(`^${action}: ${escape(title)}`) });

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a simple bonus is chosen, the full cart confirmed with "Weiter", and its material number is ordered', async ({ page, request }) => {
  await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await expect(page.getByText('Sachprämie')).toHaveCount(3);
  await expect(page.getByText('zzgl. Zuzahlung 4,90 €')).toBeVisible();
  await expect(cart(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await checkAccessibility(page, 'the bonus selection with an empty cart');

  await tileButton(page, 'Auswählen', 'Kabellose Kopfhörer').click();
  await expect(cart(page).getByText('Kabellose Kopfhörer')).toBeVisible();
  await expect(cart(page).getByText('Ihre Auswahl ist vollständig.')).toBeVisible();
  // The cart is full: no other bonus can be added.
  await expect(tileButton(page, 'Auswählen', 'Taschenschirm')).toBeDisabled();
  await expect(tileButton(page, 'Auswählen', 'Einkaufsgutschein 25 €')).toBeDisabled();
  await checkAccessibility(page, 'the bonus selection with a full cart');

  await cart(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await expect(cart(page)).toHaveCount(0);
  await pluginSteps.fillOrderForm(page, { firstName: 'Karl', lastName: 'Kornwestheimer' }, pluginSteps.addresses.kornwestheim);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);

  const orders = await sandbox.orders(request);
  expect(orders).toHaveLength(1);
  expect(orders[0]!.request).toMatchObject({ salesCampaignId: 'KWZ-PRINT-PRAEMIE', bonusMatNrs: ['KWZ-B-KOPFHOERER'] });
  const dataLayer = await page.evaluate(() => (window as unknown as { dataLayer: { event: string }[] }).dataLayer.map((entry) => entry.event));
  expect(dataLayer.some((event) => /bonus/i.test(event))).toBe(true);
});

test('a fixed bonus is in the cart from the start and cannot be removed; confirming needs a full cart', async ({ page, request }) => {
  await funnelSteps.open(page, 'maz', 'wa=MAZ-PRINT-FIXPRAEMIE');
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämien');
  await expect(cart(page).getByText('Heimatkalender')).toBeVisible();
  await expect(page.getByText('Diese Prämie ist im Angebot enthalten.')).toBeVisible();
  await expect(tileButton(page, 'Entfernen', 'Heimatkalender')).toHaveCount(0);
  await expect(cart(page).getByText('Bitte wählen Sie noch eine Prämie aus.')).toBeVisible();
  await expect(cart(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();

  await tileButton(page, 'Auswählen', 'Thermobecher').click();
  await expect(cart(page).getByRole('button', { name: 'Weiter' })).toBeEnabled();
  await expect(tileButton(page, 'Auswählen', 'Buch')).toBeDisabled();
  await tileButton(page, 'Entfernen', 'Thermobecher').click();
  await expect(cart(page).getByRole('button', { name: 'Weiter' })).toBeDisabled();
  await expect(cart(page).getByText('Heimatkalender')).toBeVisible();

  await tileButton(page, 'Auswählen', 'Buch').click();
  await cart(page).getByRole('button', { name: 'Weiter' }).click();
  await pluginSteps.fillOrderForm(page, { firstName: 'Marta', lastName: 'Marbacher' }, pluginSteps.addresses.marbach);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const orders = await sandbox.orders(request);
  expect(orders[0]!.request.bonusMatNrs).toEqual(expect.arrayContaining(['MAZ-B-KALENDER', 'MAZ-B-BUCH']));
  expect(orders[0]!.request.bonusMatNrs).toHaveLength(2);
});

test('a complex bonus needs every property chosen before its variant can be added, and the variant is ordered', async ({ page, request }) => {
  await funnelSteps.open(page, 'ez', 'wa=EZ-PRINT-KOMPLEXPRAEMIE');
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  const add = tileButton(page, 'Auswählen', 'Fahrradhelm');
  await expect(add).toBeDisabled();
  await page.getByLabel('Farbe').selectOption('Schwarz');
  await expect(add).toBeDisabled();
  await page.getByLabel('Größe').selectOption('L');
  await expect(add).toBeEnabled();
  await checkAccessibility(page, 'the complex bonus with its properties');
  // White in size L is no variant of the bonus.
  await page.getByLabel('Farbe').selectOption('Weiß');
  await expect(add).toBeDisabled();
  await page.getByLabel('Größe').selectOption('M');
  await expect(page.getByText('zzgl. Zuzahlung 2,00 €')).toBeVisible();
  await page.getByLabel('Farbe').selectOption('Schwarz');
  await page.getByLabel('Größe').selectOption('L');
  await add.click();
  await expect(cart(page).getByText('Fahrradhelm Schwarz L')).toBeVisible();
  await cart(page).getByRole('button', { name: 'Weiter' }).click();

  await pluginSteps.fillOrderForm(page, { firstName: 'Emil', lastName: 'Esslinger' }, pluginSteps.addresses.esslingen);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  expect((await sandbox.orders(request))[0]!.request.bonusMatNrs).toEqual(['K-EZ-FAHRRADHELM-SL']);
});

test('a campaign with only fixed bonuses confirms its cart by itself and orders them all', async ({ page, request }) => {
  await funnelSteps.open(page, 'lkz', 'wa=LKZ-DIGITAL-FIXPRAEMIE');
  await expect(page.getByLabel('Vorname')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Wählen Sie Ihre Prämie/ })).toHaveCount(0);
  await pluginSteps.fillOrderForm(page, { firstName: 'Luise', lastName: 'Ludwig', email: 'luise@example.de' }, pluginSteps.addresses.stuttgart);
  await funnelSteps.acceptTermsAndContinue(page);
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const matNrs = (await sandbox.orders(request))[0]!.request.bonusMatNrs as string[];
  expect([...matNrs].sort()).toEqual(['LKZ-B-EBOOK', 'LKZ-B-TABLETHUELLE']);
});

test('back navigation from the start page undoes the confirmed cart and shows the bonus selection again', async ({ page }) => {
  await funnelSteps.open(page, 'kwz', 'wa=KWZ-PRINT-PRAEMIE');
  await tileButton(page, 'Auswählen', 'Taschenschirm').click();
  await cart(page).getByRole('button', { name: 'Weiter' }).click();
  await pluginSteps.fillOrderForm(page, { firstName: 'Karl', lastName: 'Kornwestheimer' }, pluginSteps.addresses.kornwestheim);
  await funnelSteps.acceptTermsAndContinue(page);
  await pluginSteps.headerBackToStart(page);
  await expect(page.getByLabel('Vorname')).toHaveValue('Karl');

  await pluginSteps.browserBack(page);
  await funnelSteps.expectStepHeading(page, 'Wählen Sie Ihre Prämie');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);
  // The chosen bonus stays in the cart; confirming again returns to the filled order form.
  await expect(cart(page).getByText('Taschenschirm')).toBeVisible();
  await cart(page).getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByLabel('Vorname')).toHaveValue('Karl');
});
