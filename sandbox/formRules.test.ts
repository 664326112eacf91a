import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox } from './testing/testSandbox.ts';
import type { TestSandbox } from './testing/testSandbox.ts';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox.sandbox.close());

const munich = { salutation: '02', lastName: 'Huber', country: 'DE', street: 'Sendlinger Straße', streetNumber: '12', zipCode: '80331', city: 'München' };

describe('priceForDate with an announced price change', () => {
  it('prices a start date before the change with the old price and one on or after it with the new', async () => {
    const wa = 'SZ-PRINT-PREISANPASSUNG';
    const client = sandbox.client({ token: await sandbox.token('sz', wa) });
    const info = await client.priceWithDeliveryDate(wa, { addresses: { privateAddress: munich }, billingFrequency: '12' });
    expect(info.priceResult.price).toBe(39.9);
    const change = String(sandbox.sandbox.db.prepare('SELECT price_change FROM campaigns WHERE id = ?').get(wa)?.price_change);
    const { validFrom } = JSON.parse(change) as { validFrom: string };
    const before = await client.priceForDate(wa, { addresses: { privateAddress: munich }, billingFrequency: '12', startDate: info.deliveryDateInfo.earliestDate });
    expect(before.price).toBe(39.9);
    const firstWeekday = [0, 1, 2, 3].map((days) => new Date(Date.parse(validFrom) + days * 86_400_000).toISOString().slice(0, 10))
      .find((date) => !(info.deliveryDateInfo.invalidDates ?? []).includes(date))!;
    const after = await client.priceForDate(wa, { addresses: { privateAddress: munich }, billingFrequency: '12', startDate: firstWeekday });
    expect(after).toMatchObject({ price: 42.9, priceGui: '42,90 € monatlich' });
  });
});

describe('checkAddresses of a campaign orderable without address', () => {
  it('accepts an address without postal fields and demands the whole postal address once one is begun', async () => {
    const wa = 'SZ-DIGITAL-GRATIS';
    const client = sandbox.client({ token: await sandbox.token('sz', wa) });
    const nameOnly = await client.checkAddresses({ salesCampaignId: wa, addresses: { privateAddress: { lastName: 'Huber', country: 'DE' } } });
    expect(nameOnly.addressCheckResults.privateAddress).toMatchObject({ fullAddressNeeded: false, hasErrors: false });
    const begun = await client.checkAddresses({ salesCampaignId: wa, addresses: { privateAddress: { lastName: 'Huber', country: 'DE', street: 'Sendlinger Straße' } } });
    expect(begun.addressCheckResults.privateAddress).toMatchObject({ fullAddressNeeded: true, hasErrors: true });
    const whole = await client.checkAddresses({ salesCampaignId: wa, addresses: { privateAddress: munich } });
    expect(whole.addressCheckResults.privateAddress).toMatchObject({ fullAddressNeeded: false, hasErrors: false });
  });
});
