import { describe, expect, it } from 'vitest';
import { summaryPrice, billingFrequencyName } from './summaryPrice.ts';
import { testSubscription } from './OrderTermsInput.ts';

const monthly = { ...testSubscription, billingFrequency: undefined };

describe('summaryPrice', () => {
  it('a monthly recurring subscription: the price per month, also before a billing frequency is chosen', () => {
    expect(summaryPrice(monthly)).toBe('39,90 € monatlich');
    expect(summaryPrice({ ...monthly, billingFrequency: '12', invoiceFee: 1.5, display: { kind: 'calculated', monthlyPrice: 41.4, total: 496.8 } })).toBe('41,40 € monatlich');
  });

  it('an annual subscription: the price per year in its rhythm, never the word "Gesamtpreis"', () => {
    const text = summaryPrice({ ...monthly, billingFrequency: '01', display: { kind: 'calculated', monthlyPrice: 454.86, total: 454.86 } });
    expect(text).toBe('454,86 € jährlich');
    expect(summaryPrice({ ...monthly, display: { kind: 'calculated', monthlyPrice: null, total: 454.86 } })).toBe('454,86 € pro Jahr');
  });

  it('a time-limited gift is paid once for its months and never says it renews', () => {
    const text = summaryPrice({ ...monthly, timeLimit: 6, billingFrequency: '12', display: { kind: 'calculated', monthlyPrice: 239.4, total: 239.4 } });
    expect(text).toBe('239,40 € einmalig für 6 Monate');
    expect(text).not.toMatch(/monatlich|jährlich/);
  });

  it('a free trial says what it costs for its period', () => {
    expect(summaryPrice({ ...monthly, withCosts: false, recurring: false, display: { kind: 'campaignPrices', priceInfos: [{ description: '14 Tage', price: 0 }] } })).toBe('kostenlos');
    expect(summaryPrice({ ...monthly, recurring: false, display: { kind: 'campaignPrices', priceInfos: [{ description: '14 Tage', price: 0 }] } })).toBe('14 Tage: kostenlos');
  });

  it('a day pass costs its price once', () => {
    expect(summaryPrice({ ...monthly, dayPass: true, recurring: false, display: { kind: 'calculated', monthlyPrice: 1.99, total: null } })).toBe('1,99 € einmalig');
    expect(summaryPrice({ ...monthly, dayPass: true, recurring: false, display: { kind: 'campaignPrices', priceInfos: [{ description: 'einmalig', price: 1.99 }] } })).toBe('einmalig: 1,99 €');
  });

  it('names no amount abroad without a price, and nothing when the price display is hidden', () => {
    expect(summaryPrice({ ...monthly, display: { kind: 'noPriceAbroad' } })).toBe('für die Lieferung ins Ausland online nicht verfügbar');
    expect(summaryPrice({ ...monthly, display: { kind: 'hidden' } })).toBeUndefined();
  });
});

describe('summaryPrice with a reduced price', () => {
  const digital = { ...testSubscription, display: { kind: 'calculated', monthlyPrice: 4.99, total: null } } as const;

  it('names the reduced price, its duration and the regular price after it, in the service’s words', () => {
    const reducedPriceText = '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich';
    expect(summaryPrice({ ...digital, reducedPriceText })).toBe(reducedPriceText);
    expect(summaryPrice(digital)).toBe('4,99 € monatlich');
  });
});

describe('billingFrequencyName', () => {
  it('names the four codes and keeps unknown ones', () => {
    expect(['01', '02', '04', '12', '99', undefined].map(billingFrequencyName)).toEqual(['jährlich', 'halbjährlich', 'vierteljährlich', 'monatlich', '99', '']);
  });
});
