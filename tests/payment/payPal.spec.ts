import { funnelSteps } from '../support/funnelSteps.ts';
import { journey } from '../support/journey.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { providerSteps } from './providerSteps.ts';

const stzDigital = { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' };

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('PayPal agreement: leave, agree, come back to verification, order with the PayPal code', async ({ page, request }) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await expect(page).toHaveURL(/\/sandbox\/payment\/PR-/);
  await providerSteps.approvePayPal(page);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/verification$/);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('PayPal', { exact: true })).toBeVisible();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.paymentMethodKey).toBe('P');
  expect(order?.paymentProcessId).toMatch(/^PR-/);
  expect(order?.request.purchaserPaymentData).toMatchObject({ paymentMethod: 'paypal', payPalCode: expect.stringMatching(/^B-/) });
  expect(order?.request.privateAddress ?? order?.request.addresses).toBeTruthy();
});

test('the return page asks for the saved order once, while its HTML is read, and the code of the pages it leads to side by side', async ({
  page,
}) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/storedData' && request.method() === 'GET') asked.push('storedData');
    else if (path.includes('/static/js/async/')) asked.push(path.split('/').at(-1)!);
  });
  await providerSteps.approvePayPal(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  // The early script of the page's HTML asked for it before the app asked for the code of any page, and the app took
  // that answer instead of asking again.
  expect(asked.filter((what) => what === 'storedData')).toHaveLength(1);
  expect(asked[0]).toBe('storedData');
  // The payment page's code came too, though the reader went on to the check page: asked for at once on this load,
  // not after the resume step had rendered.
  expect(asked.some((what) => what.startsWith('payment-resume.'))).toBe(true);
  expect(asked.some((what) => what.startsWith('payment-page.'))).toBe(true);
});

test('PayPal cancelled at the provider (mode back): the payment page again, everything kept, with a notice', async ({ page, request }) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.cancelAtProvider(page);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/payment$/);
  await expect(page.getByText('Sie haben die Zahlung abgebrochen.', { exact: false })).toBeVisible();
  await orderSteps.payByInvoice(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('Erika Mustermann')).toBeVisible();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.paymentMethodKey).toBe('Y');
});

test('a provider error (mode error) ends on the server error page', async ({ page }) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.failAtProvider(page);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/error\/server$/);
});

test('reloading the return page and the verification page keeps the order; the return URL opened twice makes one order', async ({
  page,
  request,
}) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.approvePayPal(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const returnUrl = await providerSteps.returnUrl(page);
  expect(returnUrl).toContain('/paypal/agreement/result?');
  await page.reload();
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await page.goto(returnUrl);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await orderSteps.placeOrder(page);
  await page.goto(returnUrl);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/success$/);
  expect(await sandbox.orders(request)).toHaveLength(1);
});

test('a return URL opened in a fresh browser says the order cannot be continued and links to the offer', async ({ page, browser }) => {
  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await providerSteps.approvePayPal(page);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const returnUrl = await providerSteps.returnUrl(page);
  const fresh = await browser.newPage();
  await fresh.goto(returnUrl.replace('://localhost', '://stz.localhost'));
  await expect(fresh.getByRole('heading', { level: 1, name: 'Ihre Bestellung kann hier nicht fortgesetzt werden' })).toBeVisible();
  await expect(fresh.getByRole('link', { name: 'Zum Angebot' })).toBeVisible();
  await fresh.close();
});

test('a fault in the init call or the result call ends on the server error page', async ({ page, request }) => {
  await journey.toPayment(page, stzDigital);
  await sandbox.inject(request, { call: 'payPalAgreementInit', status: 500, times: 1 });
  await page.getByRole('radio', { name: 'PayPal' }).check();
  await page.getByRole('radio', { name: 'monatlich', exact: true }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page).toHaveURL(/\/error\/server$/);

  await journey.toPayment(page, stzDigital);
  await providerSteps.leaveWith(page, 'PayPal');
  await sandbox.inject(request, { call: 'payPalAgreementResult', status: 500, times: 1 });
  await providerSteps.approvePayPal(page);
  await expect(page).toHaveURL(/\/error\/server$/);
});
