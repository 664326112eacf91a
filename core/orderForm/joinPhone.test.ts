import { describe, expect, it } from 'vitest';
import { joinPhone } from './joinPhone.ts';

describe('joinPhone', () => {
  it('joins area code and subscriber number with a hyphen', () => {
    expect(joinPhone('089', '1234567')).toBe('089-1234567');
    expect(joinPhone(' 0711 ', '7205-0')).toBe('0711-7205-0');
  });
  it('gives an empty string for an empty pair', () => {
    expect(joinPhone('', '')).toBe('');
    expect(joinPhone(undefined, null)).toBe('');
  });
  it('gives the filled part alone when the other is empty', () => {
    expect(joinPhone('089', '')).toBe('089');
    expect(joinPhone(undefined, '1234')).toBe('1234');
  });
});
