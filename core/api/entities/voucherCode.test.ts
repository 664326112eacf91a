import { describe, expect, it } from 'vitest';
import { normalizeVoucherCode } from './voucherCode.ts';

describe('normalizeVoucherCode', () => {
  it('compares codes in upper case, trimmed, without inner spaces', () => {
    expect(normalizeVoucherCode('  will kommen5 ')).toBe('WILLKOMMEN5');
    expect(normalizeVoucherCode('stz-treue')).toBe('STZ-TREUE');
  });

  it('refuses other characters, an empty code and more than 32 characters', () => {
    expect(normalizeVoucherCode('SOMMER_2025')).toBeUndefined();
    expect(normalizeVoucherCode('GRÜN')).toBeUndefined();
    expect(normalizeVoucherCode('   ')).toBeUndefined();
    expect(normalizeVoucherCode('A'.repeat(32))).toBe('A'.repeat(32));
    expect(normalizeVoucherCode('A'.repeat(33))).toBeUndefined();
  });
});
