import { describe, expect, it } from 'vitest';
import { paymentProviders } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { paypal } from './index.ts';

describe('PayPal on the payment and check pages', () => {
  const { context } = mountPlugin(paypal());
  const [provider] = context.plugins.get(paymentProviders);

  it('is named, and its agreement summed up, from the plugin’s own namespace', () => {
    expect(provider!.label(context)).toBe('PayPal');
    expect(provider!.summary!({ paymentMethod: 'paypal', payPalCode: 'B-1' }, context)).toEqual(['PayPal-Zahlungsvereinbarung erteilt']);
    expect(provider!.summary!({ paymentMethod: 'paypal' }, context)).toEqual([]);
  });
});
