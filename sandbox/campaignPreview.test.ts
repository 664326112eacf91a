import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { format, addDays } from 'date-fns';
import type { FormToken } from '../core/api/entities/formToken.ts';
import type { OrderRequest } from '../core/api/entities/orderRequest.ts';
import type { PaymentInitRequest } from '../core/api/paymentService.ts';
import { callFailure as failure } from './testing/callFailure.ts';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';
import { cardAgreementInit } from '../plugins/card/cardCalls.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());
beforeEach(async () => {
  await sandbox.fetch('/sandbox/reset', { method: 'POST' });
});

const campaign = 'SZ-PRINT-STANDARD';
const munich = {
  salutation: '02', firstName: 'Hans', lastName: 'Huber', email: 'hans.huber@example.de', country: 'DE',
  street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München',
};
const order = (): OrderRequest => ({
  salesCampaignId: campaign, paymentUniqueId: `PU${Math.random().toString(36).slice(2, 20)}`, paymentMethodKey: '7',
  purchaserPaymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankAccountOwner: 'Hans Huber', billingFrequency: '12' },
  addresses: { privateAddress: munich },
});
const shop = 'abo.sueddeutsche.de';
const paymentStart: PaymentInitRequest = {
  user: { customerId: null, firstname: 'Hans', lastname: 'Huber' },
  shopInfo: { shopDomain: shop },
  returnUrls: { successUrl: `https://${shop}/card/agreement/result`, backUrl: `https://${shop}/card/agreement/result`, errorUrl: `https://${shop}/card/agreement/result` },
};
const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

function setCampaign(columns: { active?: boolean; validFrom?: string | null; validUntil?: string | null }): void {
  const db = sandbox.sandbox.db;
  if (columns.active !== undefined) db.prepare('UPDATE campaigns SET active = ? WHERE id = ?').run(columns.active ? 1 : 0, campaign);
  if (columns.validFrom !== undefined) db.prepare('UPDATE campaigns SET valid_from = ? WHERE id = ?').run(columns.validFrom, campaign);
  if (columns.validUntil !== undefined) db.prepare('UPDATE campaigns SET valid_until = ? WHERE id = ?').run(columns.validUntil, campaign);
}

async function initialLoad(cookie: string | undefined, preview: boolean) {
  return sandbox.client({ tenant: 'sz', ...(cookie ? { cookie } : {}) }).initialFormData({ wa: campaign, ...(preview ? { preview: 'true' } : {}) });
}

async function previewToken(cookie: string): Promise<FormToken> {
  const answer = await initialLoad(cookie, true);
  expect(answer.formData?.preview).toBe(true);
  return answer.formData!.token;
}

function storedOrders(): number {
  return Number(sandbox.sandbox.db.prepare('SELECT COUNT(*) AS n FROM orders').get()!.n);
}

describe('a campaign readers cannot order', () => {
  it.each([
    ['switched off', { active: false }],
    ['not valid yet', { validFrom: day(2) }],
    ['no longer valid', { validUntil: day(-2) }],
  ])('answers product unavailable to readers when %s, also with the preview parameter', async (_, columns) => {
    setCampaign(columns);
    const reader = await sandbox.login('anna.neukunde@example.de');
    const otherTenantStaff = await sandbox.staffLogin('admin@stz.verlag.example');
    const ownStaffWithoutRole = await sandbox.staffLogin('ohne-rechte@sz.verlag.example');
    for (const cookie of [undefined, reader, otherTenantStaff, ownStaffWithoutRole]) {
      expect(await initialLoad(cookie, true)).toEqual({ status: 'FAILURE', message: 'NO_OFFER_STORE' });
    }
    // Staff see what readers see unless they ask for the preview.
    expect(await initialLoad(await sandbox.staffLogin('admin@sz.verlag.example'), false)).toEqual({ status: 'FAILURE', message: 'NO_OFFER_STORE' });
  });

  it.each(['admin', 'keyuser', 'benutzer'])('is served to the %s of the tenant in a preview, marked, with a preview token', async (mailbox) => {
    setCampaign({ active: false, validFrom: day(5) });
    const answer = await initialLoad(await sandbox.staffLogin(`${mailbox}@sz.verlag.example`), true);
    expect(answer.status).toBe('SUCCESS');
    expect(answer.formData?.salesCampaign.salesCampaignId).toBe(campaign);
    expect(answer.formData?.preview).toBe(true);
    expect(answer.formData?.token.content.random.startsWith('preview.')).toBe(true);
  });

  it('answers the later reader calls of the preview to its staff only', async () => {
    setCampaign({ active: false });
    const staff = await sandbox.staffLogin('benutzer@sz.verlag.example');
    const token = await previewToken(staff);
    const inPreview = sandbox.client({ tenant: 'sz', cookie: staff, token });
    expect(await inPreview.countries(campaign)).toHaveProperty('DE');
    expect(await inPreview.paymentMethods(campaign, 'DE')).toContain('7');
    expect((await inPreview.priceWithDeliveryDate(campaign, { addresses: { privateAddress: munich }, billingFrequency: '12' })).priceResult.price).toBeGreaterThan(0);
    expect(await inPreview.billingFrequencies(campaign, '7')).not.toHaveLength(0);

    // The preview's token without the staff session, and the staff session with a reader's token, get nothing.
    const reader = await sandbox.login('anna.neukunde@example.de');
    expect(await failure(sandbox.client({ tenant: 'sz', cookie: reader, token }).countries(campaign))).toMatchObject({ status: 404 });
    setCampaign({ active: true });
    const readerToken = (await initialLoad(staff, false)).formData!.token;
    setCampaign({ active: false });
    expect(await failure(sandbox.client({ tenant: 'sz', cookie: staff, token: readerToken }).countries(campaign))).toMatchObject({ status: 404 });
    expect(await failure(sandbox.client({ tenant: 'sz' }).billingFrequencies(campaign, '7'))).toMatchObject({ status: 404 });
  });
});

describe('a preview never orders or pays', () => {
  it('refuses the order and the payment start of a preview, also of an active campaign, and stores nothing', async () => {
    const staff = await sandbox.staffLogin('admin@sz.verlag.example');
    const token = await previewToken(staff);
    const inPreview = sandbox.client({ tenant: 'sz', cookie: staff, token });
    const before = storedOrders();
    expect(await failure(inPreview.createOrder(order()))).toMatchObject({ status: 403, body: { error: 'PREVIEW_ORDER_REFUSED' } });
    expect(await failure(cardAgreementInit(inPreview, paymentStart))).toMatchObject({ status: 403, body: { error: 'PREVIEW_ORDER_REFUSED' } });
    expect(storedOrders()).toBe(before);
  });

  it('takes the same staff member\'s order outside a preview as any reader\'s', async () => {
    const staff = await sandbox.staffLogin('admin@sz.verlag.example');
    const answer = await initialLoad(staff, false);
    expect(answer.formData?.preview).toBeUndefined();
    const created = await sandbox.client({ tenant: 'sz', cookie: staff, token: answer.formData!.token }).createOrder(order());
    expect(created.orderNumbers).toHaveLength(1);
  });
});
