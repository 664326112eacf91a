import { describe, expect, it } from 'vitest';
import { paymentProviders } from '../../core/index.ts';
import { mountPlugin } from '../../core/testing.ts';
import { card } from './index.ts';

describe('card plugin', () => {
  it('finds saved card data without the provider’s pseudo card number incomplete (funnel.md section 5, "Payment data")', () => {
    const provider = mountPlugin(card()).registry.get(paymentProviders)[0]!;
    expect(provider.methodKey).toBe('Q');
    expect(provider.isPaymentDataIncomplete?.({ paymentMethod: 'card', pseudoCardPan: null })).toBe(true);
    expect(provider.isPaymentDataIncomplete?.({ paymentMethod: 'card', pseudoCardPan: ' ' })).toBe(true);
    expect(provider.isPaymentDataIncomplete?.({ paymentMethod: 'card', pseudoCardPan: '9410010000001234' })).toBe(false);
  });
});
