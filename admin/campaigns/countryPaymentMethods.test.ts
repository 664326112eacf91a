import { describe, expect, it } from 'vitest';
import { methodsOfCountry, toCountryMethods, toPaymentMethodsRecord } from './countryPaymentMethods.ts';

const stored = { DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] } as const;

describe('country payment methods', () => {
  it('gives each country its own entry, else the one for every other country, else none', () => {
    expect(methodsOfCountry(stored, 'DE')).toEqual(['Q', 'P', '7', 'Y']);
    expect(methodsOfCountry(stored, 'AT')).toEqual(['Q', 'P']);
    expect(methodsOfCountry({ DE: [] }, 'AT')).toEqual([]);
    expect(toCountryMethods(stored, ['DE', 'CH'])).toEqual({ DE: ['Q', 'P', '7', 'Y'], CH: ['Q', 'P'] });
  });

  it('keeps the stored record when no country changed its methods, dropping countries no longer delivered to', () => {
    expect(toPaymentMethodsRecord({ DE: ['Y', '7', 'P', 'Q'], AT: ['P', 'Q'] }, ['DE', 'AT'], stored)).toEqual({ DE: ['Q', 'P', '7', 'Y'], '*': ['Q', 'P'] });
    expect(toPaymentMethodsRecord({ DE: ['Q'], FR: ['Q'] }, ['DE'], { DE: ['Q'], FR: ['Q'] })).toEqual({ DE: ['Q'] });
  });

  it('writes one entry per country, in the form order, once a country changed', () => {
    expect(toPaymentMethodsRecord({ DE: ['7', 'Q'], AT: ['P', 'Q'] }, ['DE', 'AT'], stored)).toEqual({ DE: ['Q', '7'], AT: ['Q', 'P'] });
    expect(toPaymentMethodsRecord({ DE: ['Q'], CH: ['P'] }, ['DE', 'CH'], { DE: ['Q'] })).toEqual({ DE: ['Q'], CH: ['P'] });
  });
});
