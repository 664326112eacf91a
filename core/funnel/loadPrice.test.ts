import { describe, expect, it } from 'vitest';
import sz from '../../tenants/sz/tenant.ts';
import type { ApiClient } from '../api/createApiClient.ts';
import { apiCallError } from '../api/apiCallError.ts';
import { earliestStartDate } from '../pricing/earliestStartDate.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { loadPrice } from './loadPrice.ts';

function setup(priceInfos: { description: string; price: number }[] | null, answer: () => Promise<unknown>) {
  const { context, record } = funnelContextFixture({ tenant: sz });
  const api = { ...context.api, priceWithDeliveryDate: answer } as ApiClient;
  const withApi = { ...context, api };
  withApi.store.formData.value = { ...orderFormDataFixture, salesCampaign: { ...orderFormDataFixture.salesCampaign, priceInfos } };
  return { context: withApi, record };
}

const failing = () => Promise.reject(apiCallError('priceWithDeliveryDate', 'http', { status: 500 }));
const monthly = [{ description: 'monatlich', price: 39.9 }];

describe('loadPrice', () => {
  it('stores the price result and delivery-date info of a good answer', async () => {
    const answer = { priceResult: { price: 39.9, annualPrice: 478.8 }, deliveryDateInfo: { earliestDate: '2026-12-07' } };
    const { context, record } = setup(monthly, () => Promise.resolve(answer));
    expect(await loadPrice(context)).toBe(true);
    expect(context.store.price.value).toEqual({ result: answer.priceResult, deliveryDateInfo: answer.deliveryDateInfo, callFailed: false });
    expect(record.navigations).toEqual([]);
  });

  it('on the start page falls back to the campaign prices and the offset start date when the call fails', async () => {
    const { context, record } = setup(monthly, failing);
    expect(await loadPrice(context, { preview: true })).toBe(false);
    expect(record.navigations).toEqual([]);
    expect(context.store.price.value).toEqual({ result: undefined, deliveryDateInfo: undefined, callFailed: true });
    // Tuesday 24.11.2026 + 10 days is Friday 04.12.2026; Friday 27.11. + 10 is a Monday after the Sunday.
    const now = new Date(2026, 10, 24, 15);
    expect(earliestStartDate({ ...context.store.price.value, offsetDays: 10, now })).toEqual(new Date(2026, 11, 4));
    expect(earliestStartDate({ ...context.store.price.value, offsetDays: 9, now: new Date(2026, 10, 27) })).toEqual(new Date(2026, 11, 7));
  });

  it('goes to the server error page when the start page has no campaign price to show either', async () => {
    for (const priceInfos of [null, []]) {
      const { context, record } = setup(priceInfos, failing);
      expect(await loadPrice(context, { preview: true })).toBe(false);
      expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
    }
  });

  it('goes to the server error page when the price of the reader’s own order fails (order form, payment choice)', async () => {
    const { context, record } = setup(monthly, failing);
    expect(await loadPrice(context, { mailDelivery: false })).toBe(false);
    expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });
});
