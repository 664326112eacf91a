import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/createApiClient.ts';
import type { PriceForDateRequest } from '../api/priceForDate.ts';
import type { PriceWithDeliveryDateRequest, PriceWithDeliveryDateResponse } from '../api/priceWithDeliveryDate.ts';
import type { Tenant } from '../tenant/defineTenant.ts';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { loadPrice } from './loadPrice.ts';
import { loadPriceForDate } from './loadPriceForDate.ts';
import { apiCallError } from '../api/apiCallError.ts';
import { earliestStartDate } from '../pricing/earliestStartDate.ts';

const deliveryDateInfo = { earliestDate: '2026-03-12', invalidDates: ['2026-03-15'] };

function priceContext(options: { showStartDate?: boolean; printProductType?: 'D' | 'M' | 'P'; failing?: boolean } = {}) {
  const { context, record } = funnelContextFixture({ tenant: tenantFixture });
  const asked: PriceForDateRequest[] = [];
  const api = {
    priceWithDeliveryDate: async () => {
      if (options.failing) throw new Error('down');
      return { priceResult: { price: 39.9, annualPrice: 478.8, priceGui: '39,90 € monatlich' }, deliveryDateInfo };
    },
    priceForDate: async (_id: string, body: PriceForDateRequest) => {
      asked.push(body);
      if (options.failing) throw new Error('down');
      return { price: 42.9, annualPrice: 514.8, priceGui: '42,90 € monatlich' };
    },
  } as Partial<ApiClient> as ApiClient;
  const funnel = { ...context, api };
  funnel.store.formData.value = {
    ...orderFormDataFixture,
    salesCampaign: { ...orderFormDataFixture.salesCampaign, printProductType: options.printProductType ?? 'P', showStartDate: options.showStartDate ?? true },
  };
  funnel.store.payment.value = { methodKey: 'Y', billingFrequency: '12', paymentData: undefined };
  return { context: funnel, record, asked };
}

describe('loadPrice', () => {
  it('takes the price of the earliest date from priceWithDeliveryDate', async () => {
    const { context, asked } = priceContext();
    context.store.startDate.value = '2026-03-12';
    expect(await loadPrice(context)).toBe(true);
    expect(context.store.price.value).toEqual({ result: { price: 39.9, annualPrice: 478.8, priceGui: '39,90 € monatlich' }, deliveryDateInfo, callFailed: false });
    expect(asked).toEqual([]);
  });

  it('asks priceForDate for a chosen later start date, with the same payment choice', async () => {
    const { context, asked } = priceContext();
    context.store.startDate.value = '2026-05-01';
    context.store.addresses.value = { privateAddress: { country: 'AT' } };
    await loadPrice(context);
    expect(context.store.price.value.result?.price).toBe(42.9);
    expect(context.store.price.value.deliveryDateInfo).toEqual(deliveryDateInfo);
    expect(asked).toEqual([{ addresses: { privateAddress: { country: 'AT' } }, billingFrequency: '12', paymentMethodKey: 'Y', startDate: '2026-05-01' }]);
  });

  it('does not ask for a date that cannot start, nor where the campaign shows no start date', async () => {
    const invalid = priceContext();
    invalid.context.store.startDate.value = '2026-03-15';
    await loadPrice(invalid.context);
    const digital = priceContext({ printProductType: 'D' });
    digital.context.store.startDate.value = '2026-05-01';
    await loadPrice(digital.context);
    const hidden = priceContext({ showStartDate: false });
    hidden.context.store.startDate.value = '2026-05-01';
    await loadPrice(hidden.context);
    expect([...invalid.asked, ...digital.asked, ...hidden.asked]).toEqual([]);
    expect(hidden.context.store.price.value.result?.price).toBe(39.9);
  });

  it('leads to the server error page when a price call fails', async () => {
    const { context, record } = priceContext({ failing: true });
    expect(await loadPrice(context)).toBe(false);
    expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });
});

describe('loadPriceForDate', () => {
  it('shows the price of the date and keeps the delivery-date info', async () => {
    const { context, asked } = priceContext();
    context.store.price.value = { result: { price: 39.9 }, deliveryDateInfo, callFailed: false };
    expect(await loadPriceForDate(context, '2026-05-01', { addresses: { privateAddress: { country: 'DE' } } })).toBe(true);
    expect(context.store.price.value).toEqual({ result: { price: 42.9, annualPrice: 514.8, priceGui: '42,90 € monatlich' }, deliveryDateInfo, callFailed: false });
    expect(asked[0]).toMatchObject({ startDate: '2026-05-01', addresses: { privateAddress: { country: 'DE' } } });
  });

  it('drops an answer a later question overtook', async () => {
    const { context } = priceContext();
    context.store.price.value = { result: { price: 39.9 }, deliveryDateInfo, callFailed: false };
    expect(await loadPriceForDate(context, '2026-05-01', { isCurrent: () => false })).toBe(false);
    expect(context.store.price.value.result?.price).toBe(39.9);
  });

  it('leads to the server error page when the call fails', async () => {
    const { context, record } = priceContext({ failing: true });
    expect(await loadPriceForDate(context, '2026-05-01')).toBe(false);
    expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });
});

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

describe('loadPrice with overlapping calls', () => {
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

function fallbackSetup(priceInfos: { description: string; price: number }[] | null, answer: () => Promise<unknown>) {
  const { context, record } = funnelContextFixture({ tenant: tenantFixture });
  const api = { ...context.api, priceWithDeliveryDate: answer } as ApiClient;
  const withApi = { ...context, api };
  withApi.store.formData.value = { ...orderFormDataFixture, salesCampaign: { ...orderFormDataFixture.salesCampaign, priceInfos } };
  return { context: withApi, record };
}

const failing = () => Promise.reject(apiCallError('priceWithDeliveryDate', 'http', { status: 500 }));
const monthly = [{ description: 'monatlich', price: 39.9 }];

describe('loadPrice when the call fails', () => {
  it('stores the price result and delivery-date info of a good answer', async () => {
    const answer = { priceResult: { price: 39.9, annualPrice: 478.8 }, deliveryDateInfo: { earliestDate: '2026-12-07' } };
    const { context, record } = fallbackSetup(monthly, () => Promise.resolve(answer));
    expect(await loadPrice(context)).toBe(true);
    expect(context.store.price.value).toEqual({ result: answer.priceResult, deliveryDateInfo: answer.deliveryDateInfo, callFailed: false });
    expect(record.navigations).toEqual([]);
  });

  it('on the start page falls back to the campaign prices and the offset start date when the call fails', async () => {
    const { context, record } = fallbackSetup(monthly, failing);
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
      const { context, record } = fallbackSetup(priceInfos, failing);
      expect(await loadPrice(context, { preview: true })).toBe(false);
      expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
    }
  });

  it('goes to the server error page when the price of the reader’s own order fails (order form, payment choice)', async () => {
    const { context, record } = fallbackSetup(monthly, failing);
    expect(await loadPrice(context)).toBe(false);
    expect(record.navigations).toEqual([{ route: 'ErrorPage', type: 'server' }]);
  });
});

describe('loadPrice and the accepted postal delivery', () => {
  it('asks every reload with mailDelivery true while the addresses carry it, and null once they do not', async () => {
    const { context } = priceContext({ showStartDate: false });
    const asked: PriceWithDeliveryDateRequest[] = [];
    const api = {
      ...context.api,
      priceWithDeliveryDate: async (_id: string, body: PriceWithDeliveryDateRequest) => {
        asked.push(body);
        return { priceResult: { price: 39.9, annualPrice: 478.8, priceGui: '39,90 € monatlich' }, deliveryDateInfo };
      },
    } as ApiClient;
    const funnel = { ...context, api };
    funnel.store.addresses.value = { privateAddress: { zipCode: '78628', city: 'Rottweil', mailDeliverySelected: true } };
    await loadPrice(funnel);
    funnel.store.payment.value = { methodKey: '7', billingFrequency: '01', paymentData: undefined };
    await loadPrice(funnel);
    funnel.store.addresses.value = { privateAddress: { zipCode: '70173', city: 'Stuttgart' } };
    await loadPrice(funnel);
    expect(asked.map((body) => [body.mailDelivery, body.paymentMethodKey])).toEqual([[true, 'Y'], [true, '7'], [null, '7']]);
  });
});
