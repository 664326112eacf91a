import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { continueFromStart } from './continueFromStart.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';

const vienna = { lastName: 'Huber', street: 'Kärntner Straße', streetNumber: '1', zipCode: '1010', city: 'Wien', country: 'AT' };

function afterPriceCall(noResultAbroad: boolean) {
  const { context, record } = funnelContextFixture({ tenant: tenantFixture });
  context.store.formData.value = orderFormDataFixture;
  context.store.addresses.value = { privateAddress: vienna };
  context.store.price.value = { result: { price: noResultAbroad ? 0 : 64.9, annualPrice: 0, priceGui: '', noResultAbroad }, deliveryDateInfo: undefined, callFailed: false };
  continueFromStart(context);
  return record.navigations;
}

describe('continueFromStart', () => {
  it('goes on to payment with a price for the address', () => {
    expect(afterPriceCall(false)).toEqual([{ route: 'PaymentPage' }]);
  });

  it('stays on Start when the price service has no price for the address abroad', () => {
    expect(afterPriceCall(true)).toEqual([]);
  });
});
