import { describe, expect, it } from 'vitest';
import { bankTable } from './bankTable.ts';
import { checkIban, ibanLengths } from './checkIban.ts';

describe('checkIban', () => {
  it('accepts the well-known valid German example and names its bank', () => {
    expect(checkIban({ iban: 'DE89370400440532013000' })).toEqual({
      checkFailed: false, knownBySAP: false, bankName: 'Commerzbank Köln', ibanError: '', swiftRequired: false,
    });
  });

  it('strips spaces and upper-cases before checking', () => {
    expect(checkIban({ iban: ' de89 3704 0044 0532 0130 00 ' }).ibanError).toBe('');
  });

  it('marks banks known to the customer system', () => {
    expect(checkIban({ iban: 'DE22600501010001234567' })).toMatchObject({ bankName: 'Landesbank Baden-Württemberg/BW-Bank', knownBySAP: true, ibanError: '' });
    expect(checkIban({ iban: 'DE42600908000001234567' })).toMatchObject({ bankName: 'Sparda-Bank Baden-Württemberg', knownBySAP: false });
    expect(checkIban({ iban: 'DE66701500000001234567' })).toMatchObject({ bankName: 'Stadtsparkasse München', knownBySAP: true });
  });

  it('names the bank of other valid German IBANs', () => {
    expect(checkIban({ iban: 'DE02120300000000202051' }).bankName).toBe('Deutsche Kreditbank Berlin (DKB)');
    expect(checkIban({ iban: 'DE02500105170137075030' })).toMatchObject({ ibanError: '', bankName: 'ING-DiBa' });
  });

  it('accepts a valid IBAN of a bank code not in the table without a name', () => {
    expect(checkIban({ iban: 'DE10760501010001234567' })).toMatchObject({ checkFailed: false, ibanError: '', bankName: '', knownBySAP: false });
  });

  it.each([
    'GB82WEST12345698765432', 'FR1420041010050500013M02606', 'NL91ABNA0417164300', 'AT611904300234573201',
    'CH9300762011623852957', 'BE68539007547034', 'ES9121000418450200051332', 'IT60X0542811101000000123456',
    'NO9386011117947', 'MT84MALT011000012345MTLCAST001S', 'PL61109010140000071219812874',
  ])('accepts the foreign example %s and asks for the SWIFT', (iban) => {
    expect(checkIban({ iban })).toMatchObject({ checkFailed: false, ibanError: '', bankName: '', swiftRequired: true });
  });

  it('rejects a wrong check digit or a typo', () => {
    expect(checkIban({ iban: 'DE88370400440532013000' })).toMatchObject({ checkFailed: false, ibanError: expect.stringContaining('nicht gültig') });
    expect(checkIban({ iban: 'DE89370400440532013001' }).ibanError).not.toBe('');
    expect(checkIban({ iban: 'DE89370400440523013000' }).ibanError).not.toBe('');
  });

  it('rejects a wrong length and names the expected one', () => {
    expect(checkIban({ iban: 'DE8937040044053201300' }).ibanError).toBe('Eine IBAN mit dem Länderkennzeichen DE hat 22 Stellen.');
    expect(checkIban({ iban: 'AT6119043002345732011' }).ibanError).toContain('20 Stellen');
  });

  it('rejects an unknown country code and letters in a German IBAN', () => {
    expect(checkIban({ iban: 'XX89370400440532013000' }).ibanError).toContain('XX');
    expect(checkIban({ iban: 'DE8937040044053201300A' }).ibanError).toContain('nur Ziffern');
  });

  it('fails the check for malformed input', () => {
    expect(checkIban({ iban: '' })).toMatchObject({ checkFailed: true, ibanError: 'Bitte geben Sie Ihre IBAN ein.' });
    expect(checkIban({ iban: '1234567890' }).checkFailed).toBe(true);
    expect(checkIban({ iban: 'DE89-3704-0044' }).checkFailed).toBe(true);
  });

  it('checks the SWIFT shape when one is given', () => {
    expect(checkIban({ iban: 'AT611904300234573201', swift: 'BKAUATWW' })).toMatchObject({ checkFailed: false, ibanError: '' });
    expect(checkIban({ iban: 'AT611904300234573201', swift: 'bkau at ww xxx' })).toMatchObject({ checkFailed: false, ibanError: '' });
    expect(checkIban({ iban: 'DE89370400440532013000', swift: 'COBADEFF' }).checkFailed).toBe(false);
    expect(checkIban({ iban: 'DE89370400440532013000', swift: 'COBADEF' }).checkFailed).toBe(true);
    expect(checkIban({ iban: 'DE89370400440532013000', swift: '1OBADEFFXXX' }).checkFailed).toBe(true);
    expect(checkIban({ iban: 'DE89370400440532013000', swift: 'COBADEFFXX' }).checkFailed).toBe(true);
  });

  it('knows every SEPA country', () => {
    const sepa = ['AD', 'AL', 'AT', 'BE', 'BG', 'CH', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GB', 'GI', 'GR', 'HR', 'HU', 'IE', 'IS',
      'IT', 'LI', 'LT', 'LU', 'LV', 'MC', 'MD', 'ME', 'MK', 'MT', 'NL', 'NO', 'PL', 'PT', 'RO', 'RS', 'SE', 'SI', 'SK', 'SM', 'VA'];
    for (const country of sepa) expect(ibanLengths[country], country).toBeGreaterThanOrEqual(15);
  });

  it('has eight-digit bank codes', () => {
    expect(Object.keys(bankTable).length).toBeGreaterThanOrEqual(25);
    for (const code of Object.keys(bankTable)) expect(code).toMatch(/^\d{8}$/);
  });
});
