import { describe, expect, it } from 'vitest';
import { trackingCheckoutTypes } from '../extensionPoints/trackingCheckoutTypes.ts';
import { sha256Hex, trackingCrossId, transactionEvent } from './transactionEvent.ts';
import { contribute, definePlugin } from '../plugin/definePlugin.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';

const giftResolver = definePlugin({
  id: 'gift',
  contributes: [contribute(trackingCheckoutTypes, { id: 'gift', resolve: () => 'gift' as const })],
});
const silentResolver = definePlugin({
  id: 'silent',
  contributes: [contribute(trackingCheckoutTypes, { id: 'silent', order: 10, resolve: () => undefined })],
});

describe('transactionEvent', () => {
  it('sends EUR, the order numbers, the tracking prices, the hashed e-mail and the method', async () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    context.store.formData.value = orderFormDataFixture;
    context.store.addresses.value = { privateAddress: { email: '  Erika@Example.DE ' } };
    context.store.payment.value = { methodKey: '7', billingFrequency: '12', paymentData: undefined };
    context.store.price.value = { result: { price: 12.9, annualPrice: 154.8 }, deliveryDateInfo: undefined, callFailed: false };
    const event = await transactionEvent(context, { orderNumbers: ['SZ-1', 'SZ-2'] });
    expect(event).toEqual({
      type: 'transaction',
      currency: 'EUR',
      orderNumbers: ['SZ-1', 'SZ-2'],
      amountInCent: 15480,
      priceInCent: 6490,
      priceNetInCent: 6065,
      crossId: await sha256Hex('erika@example.de'),
      checkoutType: 'standard',
      salesCampaignId: 'SZP100',
      paymentMethod: 'sepa',
    });
    expect(event.crossId).toMatch(/^[0-9a-f]{64}$/);
  });

  it('falls back to the form data e-mail and has no cross id without any e-mail', async () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    context.store.formData.value = orderFormDataFixture;
    expect((await transactionEvent(context, { orderNumbers: [] })).crossId).toBe(await sha256Hex('leserin@example.de'));
    context.store.formData.value = { ...orderFormDataFixture, email: null };
    const event = await transactionEvent(context, { orderNumbers: [] });
    expect(event.crossId).toBeUndefined();
    expect(event.paymentMethod).toBeUndefined();
  });

  it('sends the monthly price in cents when there is no annual price, and 0 without a price', async () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    context.store.formData.value = { ...orderFormDataFixture, salesCampaign: { ...orderFormDataFixture.salesCampaign, priceForTracking: null } };
    expect(await transactionEvent(context, { orderNumbers: [] })).toMatchObject({ amountInCent: 0, priceInCent: undefined });
    context.store.price.value = { result: { price: 9.99, annualPrice: 0 }, deliveryDateInfo: undefined, callFailed: false };
    expect((await transactionEvent(context, { orderNumbers: [] })).amountInCent).toBe(999);
  });

  it('takes the checkout type from the first plugin resolver that answers', async () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture, plugins: [giftResolver, silentResolver] });
    context.store.formData.value = orderFormDataFixture;
    expect((await transactionEvent(context, { orderNumbers: ['SZ-1'] })).checkoutType).toBe('gift');
  });
});

describe('trackingCrossId', () => {
  it('hashes the trimmed, lower-cased e-mail', async () => {
    const expected = await sha256Hex('max@example.de');
    expect(await trackingCrossId('  Max@Example.DE ')).toBe(expected);
    expect(await trackingCrossId('max@example.de')).toBe(expected);
  });
  it('gives an empty id without an e-mail', async () => {
    expect(await trackingCrossId(undefined)).toBe('');
    expect(await trackingCrossId('   ')).toBe('');
  });
});

describe('sha256Hex', () => {
  it('matches the published SHA-256 test vectors', async () => {
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
  it('hashes UTF-8', async () => {
    expect(await sha256Hex('ä')).not.toBe(await sha256Hex('a'));
    expect(await sha256Hex('ä')).toMatch(/^[0-9a-f]{64}$/);
  });
});
