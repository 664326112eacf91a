import { describe, expect, it } from 'vitest';
import { paymentDataFromIbanCheck, isIbanCheckFailure, needsAddressCompletion, ibanCountryCode } from './paymentDataFromIbanCheck.ts';

describe('paymentDataFromIbanCheck', () => {
  const ok = { checkFailed: false, ibanError: false, knownBySAP: false, bankName: 'Commerzbank' };
  const purchaser = { firstName: 'Erika', lastName: 'Muster' };

  it('fills SEPA data with bank name, owner and country code', () => {
    expect(paymentDataFromIbanCheck({ request: { iban: 'de89 3704 0044 0532 0130 00' }, result: ok, purchaser })).toEqual({
      paymentMethod: 'sepa',
      iban: 'DE89370400440532013000',
      bankName: 'Commerzbank',
      bankAccountOwner: 'Erika Muster',
      bankCountryCode: 'DE',
    });
  });

  it('takes the country code from a foreign IBAN and keeps the SWIFT', () => {
    const data = paymentDataFromIbanCheck({
      request: { iban: 'AT611904300234573201', swift: 'BKAUATWW' },
      result: { ...ok, bankName: null },
      purchaser,
    });
    expect(data).toMatchObject({ bankCountryCode: 'AT', swift: 'BKAUATWW', bankName: '' });
  });

  it('uses the last name alone when there is no first name', () => {
    const data = paymentDataFromIbanCheck({
      request: { iban: 'DE89370400440532013000' },
      result: ok,
      purchaser: { lastName: 'Muster', firstName: null },
    });
    expect(data?.bankAccountOwner).toBe('Muster');
  });

  it('gives nothing when the check failed or found an IBAN error', () => {
    expect(
      paymentDataFromIbanCheck({ request: { iban: 'DE89370400440532013000' }, result: { ...ok, checkFailed: true }, purchaser }),
    ).toBeUndefined();
    expect(
      paymentDataFromIbanCheck({ request: { iban: 'DE89370400440532013000' }, result: { ...ok, ibanError: true }, purchaser }),
    ).toBeUndefined();
  });

  it('gives nothing for an empty IBAN', () => {
    expect(paymentDataFromIbanCheck({ request: { iban: ' ' }, result: ok, purchaser })).toBeUndefined();
  });
});

describe('isIbanCheckFailure', () => {
  it('fails on checkFailed or ibanError', () => {
    expect(isIbanCheckFailure({ checkFailed: false, ibanError: false })).toBe(false);
    expect(isIbanCheckFailure({ checkFailed: true, ibanError: false })).toBe(true);
    expect(isIbanCheckFailure({ checkFailed: false, ibanError: true })).toBe(true);
    expect(isIbanCheckFailure({ ibanError: 'INVALID_CHECKSUM' })).toBe(true);
  });
});

describe('needsAddressCompletion', () => {
  it('follows knownBySAP', () => {
    expect(needsAddressCompletion({ knownBySAP: true })).toBe(true);
    expect(needsAddressCompletion({ knownBySAP: false })).toBe(false);
    expect(needsAddressCompletion({})).toBe(false);
  });
});

describe('ibanCountryCode', () => {
  it('reads the leading letters, upper-cased', () => {
    expect(ibanCountryCode('AT611904300234573201')).toBe('AT');
    expect(ibanCountryCode(' de89 3704 ')).toBe('DE');
  });

  it('assumes the domestic DE for an IBAN typed without letters', () => {
    expect(ibanCountryCode('89370400440532013000')).toBe('DE');
  });

  it('is undefined for an empty IBAN', () => {
    expect(ibanCountryCode('')).toBeUndefined();
    expect(ibanCountryCode(null)).toBeUndefined();
  });
});
