import { describe, expect, it } from 'vitest';
import type { PriceInput } from './PriceInput.ts';
import { computePrice, formatEuro } from './computePrice.ts';

const frequency = (code: string, discountDomestic = 0, discountAbroad = 0) => ({ code, discountDomestic, discountAbroad });
const base: PriceInput = { basePrice: 12.9, printProductType: 'P', billingFrequency: frequency('12'), country: 'DE', paymentMethodKey: '7' };

describe('computePrice', () => {
  it('prices a monthly domestic print subscription', () => {
    expect(computePrice(base)).toEqual({ price: 12.9, annualPrice: 154.8, priceGui: '12,90 € monatlich', noResultAbroad: false });
  });

  it('multiplies by the months of the billing period and applies the domestic discount', () => {
    expect(computePrice({ ...base, billingFrequency: frequency('04') })).toMatchObject({ price: 38.7, annualPrice: 154.8, priceGui: '38,70 € vierteljährlich' });
    expect(computePrice({ ...base, billingFrequency: frequency('02', 2, 0) })).toMatchObject({ price: 75.85, annualPrice: 151.7, priceGui: '75,85 € halbjährlich' });
    expect(computePrice({ ...base, billingFrequency: frequency('01', 5, 0) })).toMatchObject({ price: 147.06, annualPrice: 147.06, priceGui: '147,06 € jährlich' });
  });

  it('adds postage and uses the abroad discount outside Germany', () => {
    expect(computePrice({ ...base, basePrice: 49.9, country: 'AT' })).toMatchObject({ price: 74.9, priceGui: '74,90 € monatlich' });
    expect(computePrice({ ...base, basePrice: 49.9, country: 'CH', billingFrequency: frequency('01', 5, 10) }).price).toBe(808.92);
    expect(computePrice({ ...base, printProductType: 'M', basePrice: 6, country: 'FR' }).price).toBe(10);
    expect(computePrice({ ...base, printProductType: 'D', basePrice: 9.99, country: 'FR' }).price).toBe(9.99);
  });

  it('gives no price abroad when the campaign has none', () => {
    expect(computePrice({ ...base, country: 'AT', noResultAbroad: true })).toEqual({ price: 0, annualPrice: 0, priceGui: '', noResultAbroad: true });
    expect(computePrice({ ...base, noResultAbroad: true }).noResultAbroad).toBe(false);
  });

  it('adds the invoice fee per billing period', () => {
    expect(computePrice({ ...base, paymentMethodKey: 'Y' })).toMatchObject({ price: 14.4, annualPrice: 172.8, priceGui: '14,40 € monatlich', invoiceFee: 1.5 });
    expect(computePrice({ ...base, paymentMethodKey: 'Y', billingFrequency: frequency('01') }).price).toBe(156.3);
    expect(computePrice({ ...base, paymentMethodKey: 'Y', timeLimit: 3 })).toMatchObject({ price: 40.2, invoiceFee: 1.5 });
    expect(computePrice({ ...base, paymentMethodKey: '7' })).not.toHaveProperty('invoiceFee');
  });

  it('charges a gift time limit once for the whole limit', () => {
    expect(computePrice({ ...base, timeLimit: 3 })).toEqual({ price: 38.7, annualPrice: 38.7, priceGui: '38,70 € einmalig für 3 Monate', noResultAbroad: false });
    expect(computePrice({ ...base, timeLimit: 12, billingFrequency: frequency('04') }).price).toBe(154.8);
    expect(computePrice({ ...base, timeLimit: 0 }).priceGui).toBe('12,90 € monatlich');
  });

  it('prices a time-limited gift without a billing frequency: months times the monthly price, postage abroad, one invoice fee, no discount', () => {
    expect(computePrice({ ...base, basePrice: 39.9, billingFrequency: null, timeLimit: 6 })).toEqual({
      price: 239.4,
      annualPrice: 239.4,
      priceGui: '239,40 € einmalig für 6 Monate',
      noResultAbroad: false,
    });
    expect(computePrice({ ...base, basePrice: 39.9, billingFrequency: frequency('01', 5, 0), timeLimit: 6 }).price).toBe(239.4);
    expect(computePrice({ ...base, basePrice: 39.9, billingFrequency: null, timeLimit: 3, country: 'AT' }).price).toBe(194.7);
    expect(computePrice({ ...base, basePrice: 39.9, billingFrequency: null, timeLimit: 3, paymentMethodKey: 'Y' }).price).toBe(121.2);
  });

  it('has no annual price for digital products', () => {
    expect(computePrice({ ...base, printProductType: 'D', basePrice: 9.99 })).toMatchObject({ price: 9.99, annualPrice: 0 });
    expect(computePrice({ ...base, printProductType: 'D', timeLimit: 6 }).annualPrice).toBe(0);
  });

  it('does not change the amount by role', () => {
    expect(computePrice({ ...base, loggedInCustomerRole: 'agent' })).toEqual(computePrice({ ...base, loggedInCustomerRole: 'purchaser' }));
  });

  it('shows a free campaign as free', () => {
    expect(computePrice({ ...base, basePrice: 0 })).toEqual({ price: 0, annualPrice: 0, priceGui: 'kostenlos', noResultAbroad: false });
  });

  it('rejects an unknown billing frequency code', () => {
    expect(() => computePrice({ ...base, billingFrequency: frequency('03') })).toThrow(/"03"/);
  });

  it('prices a one-off purchase without a billing frequency once, with the invoice fee where invoice is chosen', () => {
    expect(computePrice({ ...base, printProductType: 'D', basePrice: 1.99, billingFrequency: null })).toEqual({
      price: 1.99,
      annualPrice: 0,
      priceGui: '1,99 € einmalig',
      noResultAbroad: false,
    });
    expect(computePrice({ ...base, printProductType: 'D', basePrice: 1.99, billingFrequency: null, paymentMethodKey: 'Y' }).price).toBe(3.49);
  });
});

describe('computePrice with a reduction', () => {
  const digital: PriceInput = { basePrice: 9.99, printProductType: 'D', billingFrequency: frequency('12'), country: 'DE' };

  it('takes an amount off each period for the months given, then names the regular price', () => {
    expect(computePrice({ ...digital, reduction: { kind: 'amount', value: 500, months: 3 } })).toEqual({
      price: 4.99, annualPrice: 0, priceGui: '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich', noResultAbroad: false,
      regularPrice: 9.99, regularPriceGui: '9,99 € monatlich', reducedMonths: 3,
    });
  });

  it('rounds a percentage to the cent, half up, and never goes below 0', () => {
    expect(computePrice({ ...digital, reduction: { kind: 'percent', value: 10, months: null } })).toMatchObject({ price: 8.99, priceGui: '8,99 € monatlich statt 9,99 € monatlich' });
    // 50 % of 9,99 € is 4,995 €: half up gives 5,00 €.
    expect(computePrice({ ...digital, reduction: { kind: 'percent', value: 50, months: null } }).price).toBe(5);
    expect(computePrice({ ...digital, reduction: { kind: 'amount', value: 2000, months: null } }).price).toBe(0);
  });

  it('reduces every period begun within the months, and counts both prices in the year of a print order', () => {
    const print: PriceInput = { ...base, billingFrequency: frequency('04') };
    expect(computePrice({ ...print, reduction: { kind: 'amount', value: 1000, months: 4 } })).toMatchObject({
      price: 28.7, annualPrice: 2 * 28.7 + 2 * 38.7, priceGui: '28,70 € vierteljährlich für 6 Monate, danach 38,70 € vierteljährlich', reducedMonths: 6,
    });
  });

  it('reduces the price before the invoice fee, which stays whole', () => {
    expect(computePrice({ ...digital, paymentMethodKey: 'Y', reduction: { kind: 'percent', value: 10, months: null } })).toMatchObject({
      price: 10.49, regularPrice: 11.49, invoiceFee: 1.5,
    });
  });
});

describe('formatEuro', () => {
  it('writes two decimals with a comma and " €"', () => {
    expect(formatEuro(1290)).toBe('12,90 €');
    expect(formatEuro(5)).toBe('0,05 €');
    expect(formatEuro(0)).toBe('0,00 €');
  });

  it('separates thousands with dots', () => {
    expect(formatEuro(123456)).toBe('1.234,56 €');
    expect(formatEuro(100000000)).toBe('1.000.000,00 €');
  });
});
