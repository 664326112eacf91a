import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderRequest } from '../core/api/entities/orderRequest.ts';
import { isApiCallError } from '../core/api/isApiCallError.ts';
import { isPayoutBonus } from '../core/domain/isPayoutBonus.ts';
import { validateOrder } from './api/validateOrder.ts';
import { loadCampaign } from './store/loadCampaign.ts';
import { startTestSandbox, type TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (isApiCallError(error) && error.status === 400) return JSON.stringify(error.body);
    throw error;
  }
  throw new Error('expected the order to be refused');
}

const carla = { salutation: '03', firstName: 'Carla', lastName: 'Cannstatt', country: 'DE', street: 'Marktstraße', streetNumber: '9', zipCode: '70372', city: 'Stuttgart' };
const payout = { paymentMethod: 'sepa', iban: 'DE89370400440532013000', bankName: 'Commerzbank Köln', bankAccountOwner: 'Carla Cannstatt', bankCountryCode: 'DE' };
let serial = 0;
const order = (overrides: Partial<OrderRequest>): OrderRequest => ({
  salesCampaignId: 'CZ-PRINT-BARPRAEMIE',
  paymentUniqueId: `CASHBONUS${String(++serial).padStart(11, '0')}`,
  paymentMethodKey: 'Y',
  purchaserPaymentData: { paymentMethod: 'invoice', billingFrequency: '12' },
  addresses: { privateAddress: carla },
  bonusMatNrs: ['CZ-B-BAR50'],
  ...overrides,
});

describe('cashBonusPaymentData (the cash-bonus payout account)', () => {
  it('is required for a cash bonus outside lwl and stored beside a different payment method', async () => {
    const cz = sandbox.client({ tenant: 'cz', token: await sandbox.token('cz', 'CZ-PRINT-BARPRAEMIE') });
    expect(await refusal(cz.createOrder(order({})))).toContain('cashBonusPaymentData.iban');
    const request = order({ cashBonusPaymentData: payout });
    await expect(cz.createOrder(request)).resolves.toHaveProperty('orderNumbers');
    const stored = (await (await sandbox.fetch('/sandbox/orders')).json()) as { orders: { paymentUniqueId: string; request: OrderRequest }[] };
    const kept = stored.orders.find((entry) => entry.paymentUniqueId === request.paymentUniqueId)?.request;
    expect(kept).toMatchObject({ purchaserPaymentData: { paymentMethod: 'invoice' }, cashBonusPaymentData: payout });
  });

  it('is refused without a cash bonus and in lwl orders, which pay the recruiter through agentPaymentData', async () => {
    const sz = sandbox.client({ token: await sandbox.token('sz', 'SZ-PRINT-STANDARD') });
    const munich = { ...carla, street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München' };
    const standard = order({ salesCampaignId: 'SZ-PRINT-STANDARD', addresses: { privateAddress: munich }, bonusMatNrs: null, cashBonusPaymentData: payout });
    expect(await refusal(sz.createOrder(standard))).toContain('no cash bonus chosen');
    const stz = sandbox.client({ tenant: 'stz', token: await sandbox.token('stz', 'STZ-PRINT-LWL') });
    const lwl = order({
      salesCampaignId: 'STZ-PRINT-LWL', addresses: null, purchaserAddresses: { privateAddress: carla }, agentAddresses: { privateAddress: munich },
      loggedInCustomerRole: 'agent', bonusMatNrs: ['STZ-B-BAR30'], agentPaymentData: payout, cashBonusPaymentData: payout,
    });
    expect(await refusal(stz.createOrder(lwl))).toContain('agentPaymentData');
  });
});

describe('what counts as a cash bonus (core/domain/isPayoutBonus, shared with the client)', () => {
  it('asks the payout account for a bonus with a cash amount even when it is not classified CASH, as the order form does', () => {
    const record = loadCampaign(sandbox.sandbox.db, 'CZ-PRINT-BARPRAEMIE', 'cz')!;
    const bonuses = (record.view.bonuses ?? []).map((entry) =>
      entry.bonus.materialNumber === 'CZ-B-BAR50' ? { ...entry, bonus: { ...entry.bonus, classification: 'NON_MONETARY' as const, cashBonus: 50 } } : entry,
    );
    const reclassified = { ...record, view: { ...record.view, bonuses } };
    expect(isPayoutBonus(bonuses.find((entry) => entry.bonus.materialNumber === 'CZ-B-BAR50')!.bonus)).toBe(true);
    const problems = validateOrder(order({}), reclassified, { loggedIn: false, uploadExists: false, today: new Date() });
    expect(problems.map((problem) => problem.path)).toContain('cashBonusPaymentData.iban');
  });
});
