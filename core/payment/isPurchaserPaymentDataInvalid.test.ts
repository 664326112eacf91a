import { describe, expect, it } from 'vitest';
import { isPurchaserPaymentDataInvalid } from './isPurchaserPaymentDataInvalid.ts';

const withCosts = { withCosts: true, allowedMethodKeys: ['Q', 'P', '7', 'Y'] };

describe('isPurchaserPaymentDataInvalid', () => {
  it('accepts usable data of every method', () => {
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: '9410010000001234' }, withCosts)).toBe(false);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'sepa', iban: 'DE02120300000000202051' }, withCosts)).toBe(false);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'paypal' }, withCosts)).toBe(false);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'invoice' }, withCosts)).toBe(false);
  });
  it('refuses a provider method\'s data its provider finds incomplete, with or without costs, and asks only that provider', () => {
    const asked: string[] = [];
    const providers = [
      { methodKey: 'P' },
      {
        methodKey: 'Q',
        isPaymentDataIncomplete: (data: { readonly pseudoCardPan?: string | null }) => {
          asked.push('Q');
          return !data.pseudoCardPan?.trim();
        },
      },
    ];
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: null }, withCosts, providers)).toBe(true);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: ' ' }, { withCosts: false, allowedMethodKeys: [] }, providers)).toBe(true);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: '9410010000001234' }, withCosts, providers)).toBe(false);
    expect(asked).toEqual(['Q', 'Q', 'Q']);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'paypal' }, withCosts, providers)).toBe(false);
    expect(asked).toHaveLength(3);
  });
  it('refuses SEPA without IBAN', () => {
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'sepa', iban: '' }, withCosts)).toBe(true);
  });
  it('refuses a method not allowed for a campaign with costs', () => {
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'invoice' }, { withCosts: true, allowedMethodKeys: ['Q', '7'] })).toBe(true);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'cash' }, withCosts)).toBe(true);
    expect(isPurchaserPaymentDataInvalid({}, withCosts)).toBe(true);
    expect(isPurchaserPaymentDataInvalid(null, withCosts)).toBe(true);
  });
  it('does not ask for an allowed method without costs', () => {
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'invoice' }, { withCosts: false, allowedMethodKeys: [] })).toBe(false);
    expect(isPurchaserPaymentDataInvalid(undefined, { withCosts: false, allowedMethodKeys: [] })).toBe(false);
  });
});
