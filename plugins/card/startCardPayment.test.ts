import { addDays, format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import type { PaymentInitRequest, SalesCampaign } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { card } from './index.ts';
import { startCardPayment } from './startCardPayment.ts';

const shop = { origin: 'https://abo.example.de', hostname: 'abo.example.de' };

/** A mounted card plugin whose init calls record their bodies. */
function mountCard(campaign: Partial<SalesCampaign>) {
  const calls: { readonly call: string; readonly body: unknown }[] = [];
  // The card's init calls go through the client's generic call; record which route and body.
  const call = async (name: string, _schemas: unknown, input: { readonly json?: unknown }) => {
    const kind = { cardAgreementInit: 'agreement', cardOneOffInit: 'oneOff' }[name] ?? name;
    calls.push({ call: kind, body: input.json });
    return { absUrl: 'https://provider.example/pay', processId: `PR-${kind}` };
  };
  const mounted = mountPlugin(card(), { campaign, api: { call } as never });
  mounted.context.store.addresses.value = { privateAddress: { firstName: 'Erika', lastName: 'Mustermann', country: 'DE' } } as never;
  mounted.context.store.price.value = {
    result: { price: 1.99, annualPrice: 0, priceGui: '1,99 € einmalig', noResultAbroad: false },
    deliveryDateInfo: undefined,
    callFailed: false,
  };
  mounted.context.store.paymentUniqueId.value = 'ABCDEFGHIJKLMNOPQRST';
  return { ...mounted, calls };
}

describe('startCardPayment', () => {
  it('asks for a card agreement for a recurring campaign, with the return URLs on the reader’s origin', async () => {
    const { context, calls } = mountCard({ salesCampaignId: 'STZ-DIGITAL-STANDARD', printProductType: 'D', recurring: true });
    await startCardPayment(context, shop);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.call).toBe('agreement');
    const body = calls[0]?.body as PaymentInitRequest;
    expect(body.returnUrls).toEqual({
      successUrl: 'https://abo.example.de/card/agreement/result',
      backUrl: 'https://abo.example.de/card/agreement/result',
      errorUrl: 'https://abo.example.de/card/agreement/result',
    });
    expect(body).not.toHaveProperty('order');
  });

  it('asks for an agreement for a print order starting more than 7 days away, though the campaign does not recur', async () => {
    const { context, calls } = mountCard({ printProductType: 'P', showStartDate: true, recurring: false });
    context.store.startDate.value = format(addDays(new Date(), 9), 'yyyy-MM-dd');
    await startCardPayment(context, shop);
    expect(calls[0]?.call).toBe('agreement');
  });

  it('pays once otherwise: the order with its id, name and amount in cents, not yet settled, and what the service prices it from', async () => {
    const { context, calls } = mountCard({ name: 'SZ Tagespass', printProductType: 'D', recurring: false });
    context.store.startDate.value = '2026-12-01';
    await startCardPayment(context, shop);
    expect(calls[0]?.call).toBe('oneOff');
    expect(calls[0]?.body).toMatchObject({
      user: { firstname: 'Erika', lastname: 'Mustermann' },
      shopInfo: { shopDomain: 'abo.example.de' },
      returnUrls: { successUrl: 'https://abo.example.de/card/oneoffpay/result' },
      order: { orderId: 'ABCDEFGHIJKLMNOPQRST', orderName: 'SZ Tagespass', amountInCent: 199 },
      settleAccount: false,
      pricing: { addresses: { privateAddress: { country: 'DE' } }, startDate: '2026-12-01' },
    });
    expect(calls[0]?.body).not.toHaveProperty('pricing.paymentMethodKey');
  });
});
