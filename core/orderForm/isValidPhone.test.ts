import { describe, expect, it } from 'vitest';
import { isValidPhone } from './isValidPhone.ts';

describe('isValidPhone', () => {
  it.each([['089-1234567'], ['0711-7205-0'], ['0151-12345678'], ['030-12345678']])('accepts the German number %s', (phone) => {
    expect(isValidPhone(phone, 'DE')).toBe(true);
  });
  it('reads a number with an international prefix in its own country', () => {
    expect(isValidPhone('0043-1-5321234', 'DE')).toBe(true);
    expect(isValidPhone('0049-89-1234567', 'NL')).toBe(true);
  });
  it('reads a national number in the address country', () => {
    expect(isValidPhone('010-1234567', 'NL')).toBe(true);
    expect(isValidPhone('010-1234567', 'DE')).toBe(false);
    expect(isValidPhone('0201-1234567', 'NL')).toBe(false);
    expect(isValidPhone('0201-1234567', 'nl')).toBe(false);
  });
  it('falls back to Germany (country code 49) when the country is unknown', () => {
    expect(isValidPhone('0201-1234567', undefined)).toBe(true);
    expect(isValidPhone('0201-1234567', '')).toBe(true);
    expect(isValidPhone('0201-1234567', 'XX')).toBe(true);
    expect(isValidPhone('010-1234567', undefined)).toBe(false);
  });
  it.each([['089-12'], ['123-456'], ['0-0']])('rejects %s', (phone) => {
    expect(isValidPhone(phone, 'DE')).toBe(false);
  });
});

describe('isValidPhone outside the delivery countries', () => {
  it('accepts a national number of a real country it has no rules for, unchecked, so the order is not blocked', () => {
    expect(isValidPhone('202-555-0143', 'US')).toBe(true);
  });
  it('still checks a number that names its country with an international prefix', () => {
    expect(isValidPhone('001-202-555-0143', 'US')).toBe(false);
    expect(isValidPhone('0049-89-1234567', 'US')).toBe(true);
  });
  it('checks every delivery country with its own rules', () => {
    expect(isValidPhone('020-7946-0958', 'GB')).toBe(true);
    expect(isValidPhone('020-7946', 'GB')).toBe(false);
    expect(isValidPhone('06-12345678', 'NL')).toBe(true);
    expect(isValidPhone('044-668-1800', 'CH')).toBe(true);
  });
});
