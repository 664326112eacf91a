import { describe, expect, it } from 'vitest';
import { priceDisplay } from './priceDisplay.ts';

const campaignPriceInfos = [{ description: 'Monatlich', price: 9.9 }];

describe('priceDisplay', () => {
  it('hides the prices of print and magazine products when the back-end connection failed', () => {
    for (const printProductType of ['P', 'M'] as const) {
      expect(
        priceDisplay({ printProductType, sapConnectionFailed: true, priceResult: { price: 30, annualPrice: 360 }, campaignPriceInfos }),
      ).toEqual({ kind: 'hidden' });
    }
  });
  it('still shows digital prices when the back-end connection failed', () => {
    expect(priceDisplay({ printProductType: 'D', sapConnectionFailed: true, priceResult: null, campaignPriceInfos })).toEqual({
      kind: 'campaignPrices',
      priceInfos: campaignPriceInfos,
    });
  });
  it('shows that no price exists abroad instead of the campaign\'s domestic prices, whatever else the answer holds', () => {
    for (const printProductType of ['P', 'M', 'D'] as const) {
      for (const sapConnectionFailed of [false, true]) {
        expect(
          priceDisplay({ printProductType, sapConnectionFailed, priceResult: { price: 0, annualPrice: 0, noResultAbroad: true }, campaignPriceInfos }),
        ).toEqual({ kind: 'noPriceAbroad' });
      }
    }
    expect(priceDisplay({ printProductType: 'P', sapConnectionFailed: false, priceResult: { price: 30, annualPrice: 360, noResultAbroad: false }, campaignPriceInfos }).kind).toBe('calculated');
  });
  it('shows the monthly price and the total of a print product', () => {
    expect(
      priceDisplay({ printProductType: 'P', sapConnectionFailed: false, priceResult: { price: 30, annualPrice: 360 }, campaignPriceInfos }),
    ).toEqual({ kind: 'calculated', monthlyPrice: 30, total: 360 });
  });
  it('shows no total for digital products', () => {
    expect(
      priceDisplay({ printProductType: 'D', sapConnectionFailed: false, priceResult: { price: 9.9, annualPrice: 118.8 }, campaignPriceInfos }),
    ).toEqual({ kind: 'calculated', monthlyPrice: 9.9, total: null });
  });
  it('shows no total without an annual price, and no monthly price when it is 0', () => {
    expect(priceDisplay({ printProductType: 'M', sapConnectionFailed: false, priceResult: { price: 5, annualPrice: 0 }, campaignPriceInfos })).toEqual({
      kind: 'calculated',
      monthlyPrice: 5,
      total: null,
    });
    expect(priceDisplay({ printProductType: 'M', sapConnectionFailed: false, priceResult: { price: 0, annualPrice: 60 }, campaignPriceInfos })).toEqual({
      kind: 'calculated',
      monthlyPrice: null,
      total: 60,
    });
  });
  it('shows the predefined campaign prices when the calculated price is zero or missing', () => {
    for (const priceResult of [undefined, null, {}, { price: 0, annualPrice: 0 }, { price: null }]) {
      expect(priceDisplay({ printProductType: 'P', sapConnectionFailed: false, priceResult, campaignPriceInfos })).toEqual({
        kind: 'campaignPrices',
        priceInfos: campaignPriceInfos,
      });
    }
    expect(priceDisplay({ printProductType: 'D', sapConnectionFailed: false, priceResult: { price: 0, annualPrice: 100 }, campaignPriceInfos: null })).toEqual({
      kind: 'campaignPrices',
      priceInfos: [],
    });
  });
});
