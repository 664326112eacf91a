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
  it('refuses a card without pseudo card number, with or without costs', () => {
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: null }, withCosts)).toBe(true);
    expect(isPurchaserPaymentDataInvalid({ paymentMethod: 'card', pseudoCardPan: ' ' }, { withCosts: false, allowedMethodKeys: [] })).toBe(
      true,
    );
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
