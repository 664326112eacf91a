import { describe, expect, it } from 'vitest';
import { isValidMmNumber } from './loyaltyTexts.ts';

describe('isValidMmNumber', () => {
  it('allows an empty value', () => {
    expect(isValidMmNumber('')).toBe(true);
  });

  it.each(['99200012345678a', '9920 0012 3456 784', '-12', '12.3', ' 18', '١٢'])('fails on non-digits: %j', (value) => {
    expect(isValidMmNumber(value)).toBe(false);
  });

  it('accepts the classic check-digit example 79927398713', () => {
    // Payload 7992739871 from the right: 1·2=2, 7, 8·2=16→7, 9, 3·2=6, 7, 2·2=4, 9, 9·2=18→9, 7
    // → sum 67 → 70 − 67 = 3.
    expect(isValidMmNumber('79927398713')).toBe(true);
    expect(isValidMmNumber('79927398710')).toBe(false);
    expect(isValidMmNumber('79927398714')).toBe(false);
  });

  it('accepts a 15-digit card number built by hand', () => {
    // 99200012345678: from the right 8·2=16→7, 7, 6·2=12→3, 5, 4·2=8, 3, 2·2=4, 1, 0, 0, 0, 2,
    // 9·2=18→9, 9 → sum 58 → 60 − 58 = 2.
    expect(isValidMmNumber('992000123456782')).toBe(true);
    expect(isValidMmNumber('992000123456781')).toBe(false);
  });

  it('needs check digit 0 when the sum is already a multiple of ten', () => {
    // 5·2 = 10 → 1, plus 9 → sum 10.
    expect(isValidMmNumber('950')).toBe(true);
    expect(isValidMmNumber('951')).toBe(false);
    // 0·2 + … = 0 for an all-zero payload.
    expect(isValidMmNumber('0000')).toBe(true);
  });

  it('aligns the weights from the right, so leading zeros do not change the result', () => {
    expect(isValidMmNumber('0992000123456782')).toBe(true);
    expect(isValidMmNumber('00079927398713')).toBe(true);
    // Payload 12 from the right: 2·2 + 1·1 = 5 → check 5. From the left it would be 1·2 + 2·1 = 4 → 6.
    expect(isValidMmNumber('125')).toBe(true);
    expect(isValidMmNumber('126')).toBe(false);
  });

  it('detects a swap of two neighbouring digits', () => {
    expect(isValidMmNumber('992000123456872')).toBe(false);
  });

  it('detects a single wrong digit', () => {
    expect(isValidMmNumber('992000133456782')).toBe(false);
  });
});
