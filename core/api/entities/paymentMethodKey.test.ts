import { describe, expect, it } from 'vitest';
import { paymentMethodKeyByName, paymentMethodNameByKey } from './paymentMethodKey.ts';

describe('payment method keys and names', () => {
  it('maps the spec keys to front-end names', () => {
    expect(paymentMethodNameByKey).toEqual({ Q: 'card', P: 'paypal', '7': 'sepa', Y: 'invoice' });
  });
  it('maps every name back to its key', () => {
    for (const [key, name] of Object.entries(paymentMethodNameByKey)) {
      expect(paymentMethodKeyByName[name]).toBe(key);
    }
    expect(Object.keys(paymentMethodKeyByName)).toHaveLength(4);
  });
});
