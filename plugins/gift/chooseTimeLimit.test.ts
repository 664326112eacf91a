import { describe, expect, it } from 'vitest';
import { buildOrderRequest, mountPlugin, type PriceWithDeliveryDateRequest } from '../../core/testing.ts';
import { isRecurringOrder, loadPrice } from '../../core/index.ts';
import { chooseTimeLimit } from './chooseTimeLimit.ts';
import { gift } from './index.ts';

function mounted(giftTimeLimit: number) {
  const asked: PriceWithDeliveryDateRequest[] = [];
  const plugin = mountPlugin(gift(), {
    campaign: { giftSubscription: true, timeLimitSelectable: true, printProductType: 'P' },
    formData: { giftTimeLimit },
    api: {
      priceWithDeliveryDate: async (_id, body) => {
        asked.push(body);
        return { priceResult: { price: 239.4, annualPrice: 239.4, priceGui: '', noResultAbroad: false }, deliveryDateInfo: { earliestDate: '2030-01-02' } };
      },
    },
  });
  return { ...plugin, asked };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('chooseTimeLimit', () => {
  it('asks for the price of a newly picked time limit at once, and not again for the same one', async () => {
    const { context, asked } = mounted(12);
    chooseTimeLimit(context, 12);
    expect(asked).toEqual([]);
    chooseTimeLimit(context, 6);
    await Promise.resolve();
    expect(asked.map((body) => body.timeLimit)).toEqual([6]);
    await settled();
    expect(context.store.price.value.result?.price).toBe(239.4);
    chooseTimeLimit(context, 6);
    expect(asked).toHaveLength(1);
  });
});

describe('a time-limited gift is paid once', () => {
  function withYearlySepa() {
    const plugin = mounted(0);
    const { store } = plugin.context;
    store.paymentUniqueId.value = 'abcdefghijklmnopqrst';
    // The reader chose SEPA yearly while the gift was unlimited, as the payment page keeps it.
    store.payment.value = { methodKey: '7', billingFrequency: '01', paymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', billingFrequency: '01' } };
    return plugin;
  }

  it('sends no billing frequency with the price call or the order, though one was chosen for the unlimited gift', async () => {
    const { context, asked } = withYearlySepa();
    await loadPrice(context);
    expect(asked.at(-1)?.billingFrequency).toBe('01');
    expect(buildOrderRequest(context).purchaserPaymentData?.billingFrequency).toBe('01');

    chooseTimeLimit(context, 6);
    await settled();
    expect(asked.at(-1)).toMatchObject({ timeLimit: 6, billingFrequency: null });
    expect(buildOrderRequest(context)).toMatchObject({ timeLimit: 6, purchaserPaymentData: { paymentMethod: 'sepa', billingFrequency: null } });
  });

  it('is not recurring, so a card pays it in the one-off flow; an unlimited gift of a recurring campaign is', async () => {
    const { context, useCampaign } = withYearlySepa();
    useCampaign({ giftSubscription: true, timeLimitSelectable: true, recurring: true });
    expect(isRecurringOrder(context)).toBe(true);
    chooseTimeLimit(context, 12);
    await settled();
    expect(isRecurringOrder(context)).toBe(false);
  });

  it('carries the chosen billing frequency again when the reader goes back to an unlimited gift', async () => {
    const { context, asked } = withYearlySepa();
    chooseTimeLimit(context, 3);
    chooseTimeLimit(context, 0);
    await settled();
    expect(asked.at(-1)).toMatchObject({ timeLimit: 0, billingFrequency: '01' });
  });
});
