import type { Page } from '@playwright/test';
import { funnelSteps } from '../support/funnelSteps.ts';
import { journey } from '../support/journey.ts';
import { orderSteps } from '../support/orderSteps.ts';
import { sandbox } from '../support/sandbox.ts';
import { expect, test } from '../support/test.ts';
import { providerSteps } from './providerSteps.ts';

test.beforeEach(async ({ request }) => {
  await sandbox.reset(request);
});

test('card agreement on a recurring campaign: the card comes back, shows on the check page and is in the order', async ({ page, request }) => {
  await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await expect(page.getByRole('heading', { level: 1, name: 'Kreditkarte für das Abonnement hinterlegen' })).toBeVisible();
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
  await expect(page).toHaveURL(/\/neubestellung\/abo\/verification$/);
  await expect(page.getByText('Visa, endet auf 1111')).toBeVisible();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.paymentMethodKey).toBe('Q');
  // The order names the process the reader approved on the provider's page; the server took the card from it.
  expect(order?.paymentProcessId).toMatch(/^PR-/);
  expect(order?.request.purchaserPaymentData).toMatchObject({
    paymentMethod: 'card',
    truncatedCardPan: '411111XXXXXX1111',
    pseudoCardPan: expect.stringMatching(/^9\d{18}$/),
    displayCCName: 'Visa',
  });
});

test('card one-off payment on a campaign that does not recur (the day pass)', async ({ page, request }) => {
  await journey.toPayment(page, { tenant: 'sz', query: 'wa=DSZ1TAG-DIGITAL' });
  await page.getByRole('radio', { name: 'Kreditkarte' }).check();
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mit Kreditkarte bezahlen' })).toBeVisible();
  await expect(page.getByText('1,99')).toBeVisible();
  await providerSteps.payWithCard(page, '5500 0000 0000 0004', providerSteps.expiryInMonths(12));
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('Mastercard, endet auf 0004')).toBeVisible();
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.paymentMethodKey).toBe('Q');
  expect(order?.paymentProcessId).toMatch(/^PR-/);
  expect(order).toMatchObject({ price: 1.99 });
  expect(order?.request.purchaserPaymentData).toMatchObject({ paymentMethod: 'card', truncatedCardPan: '550000XXXXXX0004' });
});

test('a card declined by the issuer brings the reader back to the payment page with the message, free to choose another method', async ({ page, request }) => {
  await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await providerSteps.payWithCard(page, '4000 0000 0000 0002', providerSteps.expiryInMonths(24));
  await expect(page).toHaveURL(/\/neubestellung\/abo\/payment$/);
  await expect(page.getByText(/von Ihrer Bank abgelehnt/)).toBeVisible();
  await orderSteps.payByInvoice(page);
  await orderSteps.placeOrder(page);
  const [order] = await sandbox.orders(request);
  expect(order?.paymentMethodKey).toBe('Y');
});

test('a card valid for 3 more months is accepted on sz (1 month) and refused on stz (6 months)', async ({ page, request }) => {
  const expiry = providerSteps.expiryInMonths(3);
  await journey.toPayment(page, { tenant: 'sz', query: 'wa=SZ-DIGITAL-STANDARD' });
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', expiry);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await orderSteps.placeOrder(page);
  expect((await sandbox.orders(request)).map((order) => order.paymentMethodKey)).toEqual(['Q']);

  await page.context().clearCookies();
  await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', expiry);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/payment$/);
  await expect(page.getByText(/nicht lange genug gültig/)).toBeVisible();
});

test('reloading the card return page keeps the order and asks for the same result again', async ({ page }) => {
  await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
  await providerSteps.leaveWith(page, 'Kreditkarte');
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const returnUrl = await providerSteps.returnUrl(page);
  expect(returnUrl).toContain('/card/agreement/result?st=');
  await page.goto(returnUrl);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('Visa, endet auf 1111')).toBeVisible();
  // The tab keeps its order for a reload (docs/decisions.md, "Reload keeps the order"): the provider's pseudo number, never the card's.
  const kept = await page.evaluate(() => sessionStorage.getItem('aboflowOrder'));
  expect(kept).toContain('411111XXXXXX1111');
  expect(kept).not.toContain('4111111111111111');
});

/** Leaves for the card page from the payment page of a recurring (agreement) or a one-off campaign. */
async function leaveForCardPage(page: Page, kind: 'agreement' | 'oneOff'): Promise<void> {
  if (kind === 'agreement') {
    await journey.toPayment(page, { tenant: 'stz', query: 'wa=STZ-DIGITAL-STANDARD' });
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
    await orderSteps.chooseMonthly(page);
  } else {
    await journey.toPayment(page, { tenant: 'sz', query: 'wa=DSZ1TAG-DIGITAL' });
    await page.getByRole('radio', { name: 'Kreditkarte' }).check();
  }
  await page.getByRole('button', { name: 'Weiter', exact: true }).click();
}

for (const fault of [
  { call: 'cardAgreementInit', kind: 'agreement' },
  { call: 'cardAgreementResult', kind: 'agreement' },
  { call: 'cardOneOffInit', kind: 'oneOff' },
  { call: 'cardOneOffResult', kind: 'oneOff' },
] as const) {
  test(`a fault in ${fault.call} ends on the server error page and stores no order`, async ({ page, request }) => {
    await sandbox.inject(request, { call: fault.call, status: 500, times: 1 });
    await leaveForCardPage(page, fault.kind);
    if (fault.call.endsWith('Result')) await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
    await expect(page).toHaveURL(/\/error\/server$/);
    expect(await sandbox.orders(request)).toEqual([]);
  });
}

test('reloading the one-off return page keeps the order; ordering then stores one order', async ({ page, request }) => {
  await leaveForCardPage(page, 'oneOff');
  await providerSteps.payWithCard(page, '4111 1111 1111 1111', providerSteps.expiryInMonths(24));
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  const returnUrl = await providerSteps.returnUrl(page);
  expect(returnUrl).toContain('/card/oneoffpay/result?st=');
  await page.goto(returnUrl);
  await funnelSteps.expectHeading(page, 'Bestellung abschließen');
  await expect(page.getByText('Visa, endet auf 1111')).toBeVisible();
  await orderSteps.placeOrder(page);
  await page.goto(returnUrl);
  await expect(page).toHaveURL(/\/neubestellung\/abo\/success$/);
  expect(await sandbox.orders(request)).toHaveLength(1);
});
