import { describe, expect, it } from 'vitest';
import type { PriceRequestExtras } from '../../core/index.ts';
import { mountPlugin } from '../../core/plugin/mountPlugin.ts';
import { chooseTimeLimit } from './chooseTimeLimit.ts';
import { gift } from './index.ts';

function mounted() {
  const asked: PriceRequestExtras[] = [];
  const plugin = mountPlugin(gift(), {
    campaign: { giftSubscription: true, timeLimitSelectable: true, printProductType: 'P' },
    formData: { giftTimeLimit: 12 },
    api: {
      priceWithDeliveryDate: async (_id, body) => {
        asked.push({ timeLimit: body.timeLimit ?? undefined });
        return { priceResult: { price: 239.4, annualPrice: 239.4, priceGui: '', noResultAbroad: false }, deliveryDateInfo: { earliestDate: '2030-01-02' } };
      },
    },
  });
  return { ...plugin, asked };
}

describe('chooseTimeLimit', () => {
  it('asks for the price of a newly picked time limit at once, and not again for the same one', async () => {
    const { context, asked } = mounted();
    chooseTimeLimit(context, 12);
    expect(asked).toEqual([]);
    chooseTimeLimit(context, 6);
    await Promise.resolve();
    expect(asked).toEqual([{ timeLimit: 6 }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context.store.price.value.result?.price).toBe(239.4);
    chooseTimeLimit(context, 6);
    expect(asked).toHaveLength(1);
  });
});
