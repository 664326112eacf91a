import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedStaffLogin } from '../seed/seedAdminArea.ts';
import { adminRefusal } from '../testing/callFailure.ts';
import { voucherFixture } from '../testing/adminFixtures.ts';
import { sepaOrder } from '../testing/orderFixtures.ts';
import { startTestSandbox } from '../testing/testSandbox.ts';
import type { TestSandbox } from '../testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const keyuser = async () => sandbox.adminClient({ tenant: 'sz', cookie: await sandbox.staffLogin(seedStaffLogin('sz', 'keyuser')) });

describe('voucher codes in the admin area', () => {
  it('lists the seeded codes with their redemption counts', async () => {
    const staff = await keyuser();
    const list = await staff.vouchers();
    expect(list.map((entry) => entry.code)).toEqual(['NUREINMAL', 'SOMMER2025', 'WILLKOMMEN5', 'ZEHNPROZENT']);
    expect(list.find((entry) => entry.code === 'WILLKOMMEN5')).toMatchObject({ discountKind: 'amount', discountValue: 5, months: 3, redemptions: 0 });
  });

  it('creates a code a reader then redeems; the count grows, and the change is in the audit log', async () => {
    const staff = await keyuser();
    const created = await staff.createVoucher({ ...voucherFixture(' sz-herbst ', 'SZ-DIGITAL-STANDARD'), discountValue: 2.5 });
    expect(created).toMatchObject({ code: 'SZ-HERBST', redemptions: 0 });
    const reader = sandbox.client({ token: await sandbox.token('sz', 'SZ-DIGITAL-STANDARD') });
    const price = await reader.priceWithDeliveryDate('SZ-DIGITAL-STANDARD', { addresses: {}, billingFrequency: '12', voucherCode: 'sz-herbst' });
    expect(price.priceResult).toMatchObject({ price: 7.49, priceGui: '7,49 € monatlich für 2 Monate, danach 9,99 € monatlich' });
    await reader.createOrder(sepaOrder('SZ-DIGITAL-STANDARD', {}, { voucherCode: 'SZ-HERBST' }));
    expect((await staff.vouchers()).find((entry) => entry.code === 'SZ-HERBST')?.redemptions).toBe(1);
    const admin = sandbox.adminClient({ tenant: 'sz', cookie: await sandbox.staffLogin(seedStaffLogin('sz', 'admin')) });
    expect((await admin.auditLog()).find((entry) => entry.objectType === 'voucher')).toMatchObject({ objectId: 'SZ-HERBST', action: 'created' });
  });

  it('names each failing field in German, and refuses a code that exists or campaigns of another tenant', async () => {
    const staff = await keyuser();
    const refused = await adminRefusal(
      staff.createVoucher({ ...voucherFixture('WILLKOMMEN5', 'STZ-DIGITAL-STANDARD'), discountKind: 'percent', discountValue: 150, validUntil: '2024-01-01' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.fields).toEqual(
      expect.arrayContaining([
        { path: 'code', message: 'Diesen Code gibt es schon.' },
        { path: 'campaignIds', message: 'Diese Angebote gibt es hier nicht: STZ-DIGITAL-STANDARD.' },
        { path: 'discountValue', message: 'Bitte geben Sie einen Rabatt von 1 bis 100 Prozent in ganzen Zahlen ein.' },
        { path: 'validUntil', message: 'Das Ende darf nicht vor dem Beginn liegen.' },
      ]),
    );
  });

  it('deactivates a redeemed code (readers then get VOUCHER_USED_UP) and never deletes it', async () => {
    const staff = await keyuser();
    const reader = sandbox.client({ token: await sandbox.token('sz', 'SZ-DIGITAL-STANDARD') });
    await reader.createOrder(sepaOrder('SZ-DIGITAL-STANDARD', {}, { voucherCode: 'ZEHNPROZENT' }));
    const code = (await staff.vouchers()).find((entry) => entry.code === 'ZEHNPROZENT')!;
    expect(await adminRefusal(staff.deleteVoucher(code.id))).toMatchObject({ status: 409, error: 'VOUCHER_REDEEMED' });
    const { id: _id, redemptions: _count, ...input } = code;
    expect(await adminRefusal(staff.updateVoucher(code.id, { ...input, code: 'ANDERS' }))).toMatchObject({ status: 400, error: 'INVALID_VOUCHER' });
    expect(await staff.updateVoucher(code.id, { ...input, active: false })).toMatchObject({ active: false, redemptions: 1 });
    const check = reader.voucherCheck({ salesCampaignId: 'SZ-DIGITAL-STANDARD', code: 'ZEHNPROZENT' });
    await expect(check).rejects.toMatchObject({ status: 409, body: { error: 'VOUCHER_USED_UP' } });
    expect((await staff.vouchers()).some((entry) => entry.code === 'ZEHNPROZENT')).toBe(true);
  });
});
