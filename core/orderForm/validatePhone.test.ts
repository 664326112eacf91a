import { describe, expect, it } from 'vitest';
import { validatePhone } from './validatePhone.ts';

const always = () => true;

describe('validatePhone', () => {
  it('accepts an empty pair', () => {
    expect(validatePhone('', undefined, () => false)).toEqual({});
  });
  it('needs both parts when one is filled', () => {
    expect(validatePhone('089', '', always)).toEqual({ phoneSubscriberNumber: 'Bitte geben Sie zur Vorwahl auch die Rufnummer ein.' });
    expect(validatePhone('', '123', always)).toEqual({ phoneAreaCode: 'Bitte geben Sie zur Rufnummer auch die Vorwahl ein.' });
  });
  it('takes digits only in the area code', () => {
    // A leading '+' starts an international prefix; anywhere else it is refused.
    expect(validatePhone('+4989', '123', always)).toEqual({});
    expect(validatePhone('49+89', '123', always)).toEqual({ phoneAreaCode: 'Bitte geben Sie die Vorwahl nur mit Ziffern ein, bei Bedarf mit einem „+“ am Anfang (z. B. 089 oder +4989).' });
    expect(validatePhone('++49', '123', always).phoneAreaCode).toBe('Bitte geben Sie die Vorwahl nur mit Ziffern ein, bei Bedarf mit einem „+“ am Anfang (z. B. 089 oder +4989).');
    expect(validatePhone('08-9', '123', always).phoneAreaCode).toBe('Bitte geben Sie die Vorwahl nur mit Ziffern ein, bei Bedarf mit einem „+“ am Anfang (z. B. 089 oder +4989).');
  });
  it('takes digits with at most one inner hyphen in the subscriber number', () => {
    const message = 'Bitte geben Sie die Rufnummer nur mit Ziffern und höchstens einem Bindestrich ein.';
    expect(validatePhone('089', '123-4', always)).toEqual({});
    expect(validatePhone('089', '1-2-3', always).phoneSubscriberNumber).toBe(message);
    expect(validatePhone('089', '-123', always).phoneSubscriberNumber).toBe(message);
    expect(validatePhone('089', '123-', always).phoneSubscriberNumber).toBe(message);
    expect(validatePhone('089', '12 34', always).phoneSubscriberNumber).toBe(message);
  });
  it('limits the joined number to 30 characters', () => {
    expect(validatePhone('0891', '1'.repeat(25), always)).toEqual({});
    expect(validatePhone('0891', '1'.repeat(26), always)).toEqual({
      phoneSubscriberNumber: 'Vorwahl und Rufnummer dürfen zusammen höchstens 30 Zeichen lang sein.',
    });
  });
  it('runs the country-aware check only on well-formed numbers and only when loaded', () => {
    expect(validatePhone('089', '12', () => false)).toEqual({ phoneSubscriberNumber: 'Bitte geben Sie eine gültige Telefonnummer ein.' });
    expect(validatePhone('089', '12', undefined)).toEqual({});
  });
  it('hands the address country to the check', () => {
    const nl = (_phone: string, country: string | undefined) => country === 'NL';
    expect(validatePhone('010', '1234567', nl, 'NL')).toEqual({});
    expect(validatePhone('010', '1234567', nl, undefined)).toEqual({ phoneSubscriberNumber: 'Bitte geben Sie eine gültige Telefonnummer ein.' });
  });
});
