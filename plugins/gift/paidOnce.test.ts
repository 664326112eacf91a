import { describe, expect, it } from 'vitest';
import type { PriceWithDeliveryDateRequest } from '../../core/api/priceWithDeliveryDate.ts';
import { buildOrderRequest } from '../../core/funnel/buildOrderRequest.ts';
import { loadPrice } from '../../core/index.ts';
import { mountPlugin } from '../../core/plugin/mountPlugin.ts';
import { chooseTimeLimit } from './chooseTimeLimit.ts';
import { gift } from './index.ts';

function mounted() {
  const asked: PriceWithDeliveryDateRequest[] = [];
  const plugin = mountPlugin(gift(), {
    campaign: { giftSubscription: true, timeLimitSelectable: true, printProductType: 'P' },
    formData: { giftTimeLimit: 0 },
    api: {
      priceWithDeliveryDate: async (_id, body) => {
        asked.push(body);
        return { priceResult: { price: 239.4, annualPrice: 239.4, priceGui: '', noResultAbroad: false }, deliveryDateInfo: { earliestDate: '2030-01-02' } };
      },
    },
  });
  const { store } = plugin.context;
  store.paymentUniqueId.value = 'abcdefghijklmnopqrst';
  // The reader chose SEPA yearly while the gift was unlimited, as the payment page keeps it.
  store.payment.value = { methodKey: '7', billingFrequency: '01', paymentData: { paymentMethod: 'sepa', iban: 'DE89370400440532013000', billingFrequency: '01' } };
  return { ...plugin, asked };
}

describe('a time-limited gift is paid once', () => {
  it('sends no billing frequency with the price call or the order, though one was chosen for the unlimited gift', async () => {
    const { context, asked } = mounted();
    await loadPrice(context);
    expect(asked.at(-1)?.billingFrequency).toBe('01');
    expect(buildOrderRequest(context).purchaserPaymentData?.billingFrequency).toBe('01');

    chooseTimeLimit(context, 6);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toMatchObject({ timeLimit: 6, billingFrequency: null });
    const request = buildOrderRequest(context);
    expect(request).toMatchObject({ timeLimit: 6, purchaserPaymentData: { paymentMethod: 'sepa', billingFrequency: null } });
  });

  it('carries the chosen billing frequency again when the reader goes back to an unlimited gift', async () => {
    const { context, asked } = mounted();
    chooseTimeLimit(context, 3);
    chooseTimeLimit(context, 0);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked.at(-1)).toMatchObject({ timeLimit: 0, billingFrequency: '01' });
  });
});
