import { effect } from '@preact/signals-core';
import { describe, expect, it } from 'vitest';
import { definePlugin } from '../plugin/definePlugin.ts';
import { mountPlugin } from '../plugin/mountPlugin.ts';
import type { PaymentMethodKey } from '../api/entities/paymentMethodKey.ts';
import { answeredBillingFrequencies, requestBillingFrequencies } from '../payment/billingFrequencyRequests.ts';
import { paymentMethodsQuery, requestPaymentMethods } from '../payment/paymentMethodsRequest.ts';
import { keepOrderInTab } from './keepOrderInTab.ts';
import { paymentSession } from './paymentSessionStorage.ts';
import { resumeOrderOnReload } from './resumeOrderOnReload.ts';

const plugin = definePlugin({ id: 'none', contributes: [] });
const address = {
  salutation: '03',
  firstName: 'Erika',
  lastName: 'Mustermann',
  street: 'Grand-Rue',
  streetNumber: '12',
  zipCode: '1204',
  city: 'Genève',
  country: 'CH',
};

/** A tab that kept its order on the payment page, and a server that counts its payment methods calls. */
function tabWithKeptOrder(
  campaign: Record<string, unknown> = { salesCampaignId: 'TEST-DIGITAL', withCosts: true },
  chosenMethod?: PaymentMethodKey,
) {
  const session = new Map<string, string>();
  const storage = {
    getItem: (key: string) => session.get(key) ?? null,
    setItem: (key: string, value: string) => void session.set(key, value),
    removeItem: (key: string) => void session.delete(key),
  };
  const calls: string[] = [];
  const api = {
    getStoredData: async () => undefined,
    paymentMethods: async (salesCampaignId: string, countryCode: string) => {
      calls.push(`${salesCampaignId} ${countryCode}`);
      return ['7', 'P'];
    },
    billingFrequencies: async (salesCampaignId: string, methodKey: string) => {
      calls.push(`frequencies ${salesCampaignId} ${methodKey}`);
      return [{ code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 }];
    },
  };
  const first = mountPlugin(plugin, { campaign, api });
  paymentSession.writeToken(first.context.store.formData.value!.token, storage);
  first.context.store.addresses.value = { privateAddress: { ...address, mailDeliverySelected: false } };
  if (chosenMethod) first.context.store.payment.value = { ...first.context.store.payment.value, methodKey: chosenMethod };
  keepOrderInTab(first.context, storage)();
  // The reload: a fresh runtime without the order.
  const { context } = mountPlugin(plugin, { campaign: { salesCampaignId: 'OTHER' }, api });
  context.store.formData.value = undefined;
  return { context, storage, calls };
}

describe('resumeOrderOnReload', () => {
  it('asks for the restored order’s payment methods on the payment page, and the page takes that answer once', async () => {
    const { context, storage, calls } = tabWithKeptOrder();
    expect(await resumeOrderOnReload(context, storage, '/neubestellung/abo/payment')).toEqual({ kind: 'restored' });
    expect(calls).toEqual(['TEST-DIGITAL CH']);
    expect(await requestPaymentMethods(context, { salesCampaignId: 'TEST-DIGITAL', countryCode: 'CH' })).toEqual(['7', 'P']);
    expect(calls).toHaveLength(1);
    // Taken once: the page's next request (another visit of the page) asks the server again.
    await requestPaymentMethods(context, { salesCampaignId: 'TEST-DIGITAL', countryCode: 'CH' });
    expect(calls).toHaveLength(2);
  });

  it('asks once when the page’s code came first and the page asked the moment the order was in the store', async () => {
    const { context, storage, calls } = tabWithKeptOrder();
    const answers: Promise<unknown>[] = [];
    // The page's effect, as React runs it once the restored order renders: before the restore's own code goes on.
    const stop = effect(() => {
      const query = paymentMethodsQuery(context);
      if (query && answers.length === 0) answers.push(requestPaymentMethods(context, query));
    });
    await resumeOrderOnReload(context, storage, '/neubestellung/abo/payment');
    stop();
    expect(answers).toHaveLength(1);
    expect(await answers[0]).toEqual(['7', 'P']);
    expect(calls).toEqual(['TEST-DIGITAL CH']);
  });

  it('does not hand the early answer to a request for another country', async () => {
    const { context, storage, calls } = tabWithKeptOrder();
    await resumeOrderOnReload(context, storage, '/neubestellung/abo/payment/');
    await requestPaymentMethods(context, { salesCampaignId: 'TEST-DIGITAL', countryCode: 'DE' });
    expect(calls).toEqual(['TEST-DIGITAL CH', 'TEST-DIGITAL DE']);
  });

  it('asks for the billing frequencies of the method the order had chosen beside its payment methods: the form finds the list answered', async () => {
    const { context, storage, calls } = tabWithKeptOrder(undefined, '7');
    await resumeOrderOnReload(context, storage, '/neubestellung/abo/payment');
    expect(calls).toEqual(['TEST-DIGITAL CH', 'frequencies TEST-DIGITAL 7']);
    await requestBillingFrequencies(context, 'TEST-DIGITAL', '7');
    expect(answeredBillingFrequencies(context, 'TEST-DIGITAL', ['7', 'P'])).toEqual({
      '7': [{ code: '12', name: 'monatlich', discountDomestic: 0, discountAbroad: 0 }],
    });
    expect(calls, 'asked once').toHaveLength(2);
  });

  it('asks for nothing on the check page, for a free order, or when nothing was restored', async () => {
    const onCheckPage = tabWithKeptOrder();
    expect(await resumeOrderOnReload(onCheckPage.context, onCheckPage.storage, '/neubestellung/abo/verification')).toEqual({
      kind: 'restored',
    });
    expect(onCheckPage.calls).toEqual([]);

    const free = tabWithKeptOrder({ salesCampaignId: 'TEST-FREE', withCosts: false });
    expect(await resumeOrderOnReload(free.context, free.storage, '/neubestellung/abo/payment')).toEqual({ kind: 'restored' });
    expect(free.calls).toEqual([]);

    const empty = tabWithKeptOrder();
    const fresh = { getItem: () => null, setItem: () => undefined, removeItem: () => undefined };
    expect(await resumeOrderOnReload(empty.context, fresh, '/neubestellung/abo/payment')).toEqual({ kind: 'noSavedOrder' });
    expect(empty.calls).toEqual([]);
  });
});
