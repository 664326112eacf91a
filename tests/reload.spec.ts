import { frequencyPlaceholder } from './support/frequencyPlaceholder.ts';
import { funnelSteps } from './support/funnelSteps.ts';
import { journey } from './support/journey.ts';
import { orderSteps } from './support/orderSteps.ts';
import { sandbox } from './support/sandbox.ts';
import { expect, test } from './support/test.ts';

const keptOrder = () => sessionStorage.getItem('aboflowOrder');

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('a reload of the payment page and of the check page keeps the step and everything entered, and the check page places one order', async ({
  page,
  request,
}) => {
  await journey.toPayment(page);
  await page.reload();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(page).toHaveURL(/\/neubestellung\/abo\/payment$/);
  // Chosen and typed, not yet confirmed: both survive a reload; the mandate is given anew.
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await page.getByRole('textbox', { name: 'IBAN', exact: true }).fill('DE89370400440532013000');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeChecked();
  await expect(page.getByRole('textbox', { name: 'IBAN', exact: true })).toHaveValue(/^DE89\s?3704/);

  await orderSteps.payBySepa(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await page.reload();
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('Erika Mustermann').first()).toBeVisible();
  await expect(page.getByText('Königstraße 12').first()).toBeVisible();
  await expect(page.getByText('DE89 **** **** **** **30 00', { exact: true }).first()).toBeVisible();

  await orderSteps.placeOrder(page);
  const order = await sandbox.onlyOrder(request);
  expect(order).toMatchObject({
    paymentMethodKey: '7',
    request: { purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000' } },
  });
  expect(await page.evaluate(keptOrder)).toBeNull();
  // After the order a reload does not bring the order back: the success page's own rules apply.
  await page.goto('/neubestellung/abo/verification');
  await expect(page.getByRole('heading', { level: 1, name: 'Bestellung abschließen' })).toHaveCount(0);
  expect(await sandbox.orders(request)).toHaveLength(1);
});

test('a reload of the payment page asks for the payment methods while the page’s code still loads, once', async ({ page }) => {
  await journey.toPayment(page);
  const paymentMethodCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/paymentmethods\//.test(request.url())) paymentMethodCalls.push(request.url());
  });
  // The page's code is held back until the call is out: a page that asks only once it has rendered never gets there.
  let releasePage = () => {};
  const pageHeld = new Promise<void>((resolve) => {
    releasePage = resolve;
  });
  await page.route(/\/static\/js\/async\/payment-page\.[^/]+\.js$/, async (route) => {
    await pageHeld;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/paymentmethods\//, { timeout: 15_000 });
  // Not until "load": the page's preload of that code holds the load event back.
  await page.reload({ waitUntil: 'commit' });
  await asked;
  releasePage();
  await funnelSteps.expectHeading(page, 'Bitte wählen Sie eine Zahlmethode');
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeVisible();
  expect(paymentMethodCalls).toHaveLength(1);
});

test('a reload of the payment page with a method chosen asks for its billing frequencies beside the payment methods: the form shows the list from its first render, no placeholder', async ({
  page,
}) => {
  await journey.toPayment(page);
  await page.getByRole('radio', { name: 'SEPA-Lastschrift' }).check();
  await expect(page.getByRole('radio', { name: 'monatlich', exact: true })).toBeVisible();

  // After the reload the methods' answer waits for the frequencies' (at most 5 s): asked only once the form is on the
  // page, as before, they could never come first, and the form would show a placeholder in their place.
  const afterReload = new Set<object>();
  let frequenciesAnswered = () => {};
  const answered = new Promise<void>((resolve) => {
    frequenciesAnswered = resolve;
  });
  let reloading = false;
  page.on('request', (sent) => {
    if (reloading && sent.url().includes('/billingFrequencies')) afterReload.add(sent);
  });
  page.on('requestfinished', (done) => {
    if (afterReload.has(done)) frequenciesAnswered();
  });
  await page.route(/\/paymentmethods\//, async (route) => {
    await Promise.race([answered, new Promise((resolve) => setTimeout(resolve, 5_000))]);
    await route.continue();
  });
  await frequencyPlaceholder.watchFromNextLoad(page);
  reloading = true;
  await page.reload();
  await expect(page.getByRole('radio', { name: 'SEPA-Lastschrift' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'monatlich', exact: true })).toBeVisible();
  expect(await frequencyPlaceholder.seen(page)).toBe(false);
  expect(afterReload.size, 'SEPA\'s list asked for early, the other methods\' by the form').toBeGreaterThan(0);
});

test('the kept order belongs to its tab: another tab of the same browser starts afresh', async ({ page, context }) => {
  await journey.toPayment(page);
  expect(await page.evaluate(keptOrder)).toContain('Mustermann');
  const other = await context.newPage();
  await other.goto('/neubestellung/abo/payment');
  await expect(other).toHaveURL(/\/neubestellung\/abo\/(\?.*)?$/);
  await expect(other.getByText('Erika')).toHaveCount(0);
});

test('a kept order this release cannot read is discarded with a page that says so and leads back to the order form, never a crash', async ({
  page,
}) => {
  await journey.toPayment(page);
  await page.evaluate(() => {
    const kept = JSON.parse(sessionStorage.getItem('aboflowOrder') ?? '{}') as Record<string, unknown>;
    sessionStorage.setItem('aboflowOrder', JSON.stringify({ ...kept, version: 0, flags: 'from an older release' }));
  });
  await page.reload();
  await funnelSteps.expectHeading(page, 'Bitte geben Sie Ihre Angaben noch einmal ein');
  await expect(
    page.getByText('Unser Bestellshop wurde inzwischen aktualisiert. Ihre bisherigen Angaben konnten wir deshalb nicht übernehmen.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Zur Bestellung' }).click();
  await funnelSteps.expectStepHeading(page, 'Ihre Daten');
  await expect(page.getByLabel('Vorname')).toHaveValue('');
  expect(await page.evaluate(keptOrder)).toBeNull();
});
