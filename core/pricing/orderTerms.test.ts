import { describe, expect, it } from 'vitest';
import { orderTerms } from './orderTerms.ts';
import { testSubscription } from './OrderTermsInput.ts';

const subscription = testSubscription;

describe('orderTerms', () => {
  it('a time-limited gift is paid once, ends after its months and renews not', () => {
    const terms = orderTerms({ ...subscription, timeLimit: 6, display: { kind: 'calculated', monthlyPrice: 239.4, total: 239.4 }, billingFrequency: '01' });
    expect(terms).toEqual({
      prices: [{ label: 'Preis', amount: '239,40 € einmalig für 6 Monate' }],
      paymentRhythm: 'einmalig',
      term: '6 Monate; endet danach automatisch und verlängert sich nicht',
      cancellation: 'Keine Kündigung nötig: Das Angebot endet von selbst.',
    });
    expect(JSON.stringify(terms)).not.toMatch(/kündbar|jährlich|verlängert sich bis/);
  });

  it('an unlimited gift (time limit 0) is a subscription with its price per period and the campaign\'s cancellation', () => {
    expect(orderTerms({ ...subscription, timeLimit: 0 })).toEqual({
      prices: [
        { label: 'Monatlicher Preis', amount: '39,90 €' },
        { label: 'Gesamtpreis pro Jahr', amount: '478,80 €' },
      ],
      paymentRhythm: 'monatlich',
      term: 'unbefristet, verlängert sich bis zur Kündigung',
      cancellation: 'Monatlich kündbar.',
    });
  });

  it('a recurring monthly digital subscription shows no total, and no rhythm before one is chosen', () => {
    const terms = orderTerms({ ...subscription, display: { kind: 'calculated', monthlyPrice: 9.99, total: null }, billingFrequency: undefined });
    expect(terms.prices).toEqual([{ label: 'Monatlicher Preis', amount: '9,99 €' }]);
    expect(terms.paymentRhythm).toBeUndefined();
    expect(terms.term).toBe('unbefristet, verlängert sich bis zur Kündigung');
  });

  it('an annual subscription names the yearly price, its total and the yearly rhythm', () => {
    const terms = orderTerms({ ...subscription, display: { kind: 'calculated', monthlyPrice: 454.86, total: 454.86 }, billingFrequency: '01' });
    expect(terms.prices).toEqual([
      { label: 'Jährlicher Preis', amount: '454,86 €' },
      { label: 'Gesamtpreis pro Jahr', amount: '454,86 €' },
    ]);
    expect([terms.paymentRhythm, terms.cancellation]).toEqual(['jährlich', 'Monatlich kündbar.']);
  });

  it('a subscription with an end date names it', () => {
    expect(orderTerms({ ...subscription, subscriptionEndDate: '2030-12-31' }).term).toBe('bis 31.12.2030');
  });

  it('a free trial costs nothing, ends after its period and needs no cancellation, whatever the campaign\'s cancellation info says', () => {
    const terms = orderTerms({
      ...subscription,
      display: { kind: 'campaignPrices', priceInfos: [{ description: '14 Tage', price: 0 }] },
      withCosts: false,
      recurring: false,
      billingFrequency: undefined,
      period: '14 Tage',
    });
    expect(terms).toEqual({
      prices: [{ label: 'Preis', amount: 'kostenlos' }],
      paymentRhythm: undefined,
      term: '14 Tage; endet danach automatisch und verlängert sich nicht',
      cancellation: 'Keine Kündigung nötig: Das Angebot endet von selbst.',
    });
  });

  it('a day pass is paid once for one day, even with a monthly price from the service', () => {
    const terms = orderTerms({ ...subscription, dayPass: true, display: { kind: 'calculated', monthlyPrice: 1.99, total: null }, period: 'einmalig' });
    expect(terms).toEqual({
      prices: [{ label: 'Preis', amount: '1,99 € einmalig' }],
      paymentRhythm: 'einmalig',
      term: 'Tagespass: einmalig für einen Tag, ohne Verlängerung',
      cancellation: 'Keine Kündigung nötig: Das Angebot endet von selbst.',
    });
  });

  it('a paid one-off offer without a period ends by itself; the campaign\'s own prices show before a calculated one', () => {
    const terms = orderTerms({ ...subscription, recurring: false, period: null, display: { kind: 'campaignPrices', priceInfos: [{ description: '4 Wochen', price: 20 }] } });
    expect(terms.prices).toEqual([{ label: '4 Wochen', amount: '20,00 €' }]);
    expect([terms.term, terms.paymentRhythm]).toEqual(['Endet automatisch und verlängert sich nicht', 'einmalig']);
  });

  it('names no amount and no payment rhythm when the price service has no price for the address abroad', () => {
    const terms = orderTerms({ ...subscription, display: { kind: 'noPriceAbroad' } });
    expect(terms).toEqual({
      prices: [{ label: 'Preis', amount: 'für die Lieferung ins Ausland online nicht verfügbar' }],
      paymentRhythm: undefined,
      term: 'unbefristet, verlängert sich bis zur Kündigung',
      cancellation: 'Monatlich kündbar.',
    });
    expect(JSON.stringify(terms)).not.toContain('€');
  });

  it('names the invoice fee the price includes where it is added: per invoice for a subscription, once for an order paid once', () => {
    expect(orderTerms({ ...subscription, display: { kind: 'calculated', monthlyPrice: 41.4, total: 496.8 }, invoiceFee: 1.5 }).prices).toEqual([
      { label: 'Monatlicher Preis', amount: '41,40 €' },
      { label: 'Gesamtpreis pro Jahr', amount: '496,80 €' },
      { label: 'inkl. Rechnungsgebühr', amount: '1,50 € je Rechnung' },
    ]);
    expect(orderTerms({ ...subscription, timeLimit: 3, display: { kind: 'calculated', monthlyPrice: 121.2, total: 121.2 }, invoiceFee: 1.5 }).prices).toEqual([
      { label: 'Preis', amount: '121,20 € einmalig für 3 Monate' },
      { label: 'inkl. Rechnungsgebühr', amount: '1,50 €' },
    ]);
    expect(JSON.stringify(orderTerms({ ...subscription, invoiceFee: 0 }))).not.toContain('Rechnungsgebühr');
  });

  it('shows no prices when the display is hidden (print without back-end connection)', () => {
    expect(orderTerms({ ...subscription, display: { kind: 'hidden' } }).prices).toEqual([]);
  });
});

describe('orderTerms with a reduced price', () => {
  it('state the reduced price, its duration and the regular price above the order button', () => {
    const terms = orderTerms({ ...testSubscription, display: { kind: 'calculated', monthlyPrice: 4.99, total: null }, reducedPriceText: '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich' });
    expect(terms.prices).toEqual([{ label: 'Monatlicher Preis', amount: '4,99 € monatlich für 3 Monate, danach 9,99 € monatlich' }]);
  });
});
