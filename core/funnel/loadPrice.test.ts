import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import type { PriceWithDeliveryDateResponse } from '../api/priceWithDeliveryDate.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { loadPrice } from './loadPrice.ts';

const answerFor = (price: number): PriceWithDeliveryDateResponse => ({
  priceResult: { price, annualPrice: price * 12, priceGui: '', noResultAbroad: false },
  deliveryDateInfo: { earliestDate: '2030-01-02' },
});

function pricedContext() {
  const { context, record } = funnelContextFixture({ tenant: { flags: { dayPassPrefixes: [] } } as unknown as Tenant });
  context.store.formData.value = orderFormDataFixture;
  const pending: { resolve: (answer: PriceWithDeliveryDateResponse) => void; reject: (error: Error) => void }[] = [];
  (context.api as Partial<ApiClient>).priceWithDeliveryDate = () => new Promise((resolve, reject) => pending.push({ resolve, reject }));
  return { context, record, pending };
}

describe('loadPrice', () => {
  it('keeps the latest call\'s answer when an earlier one arrives after it', async () => {
    const { context, pending } = pricedContext();
    const first = loadPrice(context);
    const second = loadPrice(context);
    pending[1]!.resolve(answerFor(239.4));
    await second;
    pending[0]!.resolve(answerFor(478.8));
    await expect(first).resolves.toBe(true);
    expect(context.store.price.value.result?.price).toBe(239.4);
  });

  it('ignores the failure of a call a later one replaced, and leads to the server error page on the latest one\'s', async () => {
    const { context, record, pending } = pricedContext();
    const first = loadPrice(context);
    const second = loadPrice(context);
    pending[0]!.reject(new Error('503'));
    await first;
    expect(record.navigations).toEqual([]);
    pending[1]!.reject(new Error('503'));
    await expect(second).resolves.toBe(false);
    expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });
});
