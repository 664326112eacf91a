import { describe, expect, it } from 'vitest';
import type { CheckAddressesResponse } from '../api/checkAddresses.ts';
import { interpretAddressCheck } from './interpretAddressCheck.ts';

const clean = { address: { street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart' }, hasErrors: false, corrected: false };

function answer(privateAddress: Record<string, unknown>): CheckAddressesResponse {
  return { addressCheckResults: { privateAddress } } as CheckAddressesResponse;
}

describe('interpretAddressCheck', () => {
  it('is complete when nothing is wrong', () => {
    expect(interpretAddressCheck(answer(clean), false).state).toBe('complete');
  });

  it('takes over the fields the service corrected (changed), and confirms them on the second submit', () => {
    const response = answer({
      ...clean,
      corrected: true,
      cityCorrected: true,
      address: { ...clean.address, city: 'Stuttgart' },
    });
    const first = interpretAddressCheck(response, false);
    expect(first.state).toBe('changed');
    expect(first.corrections.privateAddress).toEqual({ city: 'Stuttgart' });
    expect(interpretAddressCheck(response, true).state).toBe('ignored');
  });

  it('offers the suggestions of all three option maps without duplicates (suggested)', () => {
    const option = { id: '1', street: 'Königstraße', zipCode: '70173', city: 'Stuttgart' };
    const response = answer({
      ...clean,
      hasErrors: true,
      streetError: true,
      strKorOptions: { a: option },
      adrKorOptions: { b: { ...option, id: '2' } },
      plzOrtKorOptions: { c: { id: '3', street: null, zipCode: '70174', city: 'Stuttgart' } },
    });
    const outcome = interpretAddressCheck(response, false);
    expect(outcome.state).toBe('suggested');
    expect(outcome.options.privateAddress).toHaveLength(2);
    expect(outcome.fieldErrors).toEqual({});
  });

  it('marks the failing fields when nothing can be suggested (invalid), also on a second submit', () => {
    const response = answer({ ...clean, hasErrors: true, zipCodeError: true, cityError: true });
    const outcome = interpretAddressCheck(response, true);
    expect(outcome.state).toBe('invalid');
    expect(Object.keys(outcome.fieldErrors.privateAddress ?? {})).toEqual(['zipCode', 'city']);
  });

  it('demands the full address before anything else', () => {
    expect(interpretAddressCheck(answer({ ...clean, fullAddressNeeded: true, hasErrors: true, streetError: true }), false).state).toBe(
      'fullAddressNeeded',
    );
  });
});
