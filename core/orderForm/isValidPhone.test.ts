import { describe, expect, it } from 'vitest';
import { isValidPhone } from './isValidPhone.ts';

describe('isValidPhone', () => {
  it.each([['089-1234567'], ['0711-7205-0'], ['0151-12345678'], ['030-12345678']])('accepts the German number %s', (phone) => {
    expect(isValidPhone(phone)).toBe(true);
  });
  it('reads a number with an international prefix in its own country', () => {
    expect(isValidPhone('0043-1-5321234')).toBe(true);
    expect(isValidPhone('0049-89-1234567')).toBe(true);
  });
  it.each([['089-12'], ['123-456'], ['0-0']])('rejects %s', (phone) => {
    expect(isValidPhone(phone)).toBe(false);
  });
});
