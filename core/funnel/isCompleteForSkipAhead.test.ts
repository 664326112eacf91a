import { describe, expect, it } from 'vitest';
import { paymentProviders } from '../extensionPoints/paymentProviders.ts';
import { startSteps } from '../extensionPoints/startSteps.ts';
import { contribute } from '../plugin/definePlugin.ts';
import { definePlugin } from '../plugin/definePlugin.ts';
import { mountPlugin } from '../plugin/mountPlugin.ts';
import { isCompleteForSkipAhead } from './isCompleteForSkipAhead.ts';

const home = { street: 'Weg', streetNumber: '1', zipCode: '70173', city: 'Stuttgart', country: 'DE' };

/** A context whose first start step is the order form, with a provider (key Q) that needs a pseudo number. */
function mounted(paymentData: Record<string, unknown>) {
  const provider = definePlugin({
    id: 'provider',
    contributes: [
      contribute(startSteps, { id: 'orderForm', order: 1000, isActive: () => true, component: () => null }),
      contribute(paymentProviders, {
        id: 'provider',
        methodKey: 'Q',
        label: () => 'Anbieter',
        start: () => Promise.reject(new Error('not started here')),
        isPaymentDataIncomplete: (data) => !data.pseudoCardPan,
      }),
    ],
  });
  const { context } = mountPlugin(provider, {
    campaign: { withCosts: true },
    formData: { addresses: { privateAddress: home }, paymentData: paymentData as never },
  });
  return { context, formData: context.store.formData.value! };
}

describe('isCompleteForSkipAhead', () => {
  it('skips ahead with saved data its provider can charge, and not when the provider finds them incomplete', () => {
    const complete = mounted({ paymentMethod: 'card', pseudoCardPan: '9410010000001234' });
    expect(isCompleteForSkipAhead(complete.context, complete.formData)).toBe(true);
    const incomplete = mounted({ paymentMethod: 'card', pseudoCardPan: null });
    expect(isCompleteForSkipAhead(incomplete.context, incomplete.formData)).toBe(false);
  });
});
