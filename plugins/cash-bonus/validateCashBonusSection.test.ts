import { describe, expect, it } from 'vitest';
import { cashBonusTexts } from './cashBonusTexts.ts';
import { validateCashBonusBankData } from './validateCashBonusSection.ts';

describe('validateCashBonusBankData', () => {
  const chosen = { cashBonusChosen: true };

  it('requires the IBAN with a cash bonus', () => {
    expect(validateCashBonusBankData({ iban: '' }, chosen)).toEqual({ iban: 'ibanRequired' });
    expect(validateCashBonusBankData({ iban: '   ' }, chosen)).toEqual({ iban: 'ibanRequired' });
    expect(validateCashBonusBankData({}, chosen)).toEqual({ iban: 'ibanRequired' });
  });

  it('does not require bank data without a cash bonus', () => {
    expect(validateCashBonusBankData({ iban: '', swift: '' }, { cashBonusChosen: false, bankCountry: 'AT' })).toEqual({});
  });

  it('accepts a domestic IBAN without SWIFT', () => {
    expect(validateCashBonusBankData({ iban: 'DE89 3704 0044 0532 0130 00' }, chosen)).toEqual({});
    expect(validateCashBonusBankData({ iban: '89370400440532013000' }, { ...chosen, bankCountry: 'DE' })).toEqual({});
  });

  it('requires SWIFT when the bank country is not DE', () => {
    expect(validateCashBonusBankData({ iban: 'AT611904300234573201' }, chosen)).toEqual({ swift: 'swiftRequired' });
    expect(validateCashBonusBankData({ iban: 'DE89370400440532013000' }, { ...chosen, bankCountry: 'CH' })).toEqual({
      swift: 'swiftRequired',
    });
    expect(validateCashBonusBankData({ iban: 'AT611904300234573201', swift: 'BKAUATWW' }, chosen)).toEqual({});
  });

  it('limits the IBAN to 32 characters, blanks not counted', () => {
    expect(validateCashBonusBankData({ iban: `DE${'1'.repeat(30)}` }, chosen)).toEqual({});
    expect(validateCashBonusBankData({ iban: `DE${'1'.repeat(31)}` }, chosen)).toEqual({ iban: 'ibanTooLong' });
    expect(validateCashBonusBankData({ iban: `DE${'1'.repeat(31)}` }, { cashBonusChosen: false })).toEqual({ iban: 'ibanTooLong' });
  });

  it('limits SWIFT to 15 characters', () => {
    expect(validateCashBonusBankData({ iban: 'AT611904300234573201', swift: 'A'.repeat(15) }, chosen)).toEqual({});
    expect(validateCashBonusBankData({ iban: 'AT611904300234573201', swift: 'A'.repeat(16) }, chosen)).toEqual({
      swift: 'swiftTooLong',
    });
  });

  it('has a German text for each error', () => {
    // Every text but the payout account's heading is an error message, a sentence.
    const { payoutHeading: _heading, ...errors } = cashBonusTexts.texts;
    expect(Object.values(errors).every((text) => text.endsWith('.'))).toBe(true);
  });
});
