import { describe, expect, it } from 'vitest';
import { isIbanCheckFailure } from './isIbanCheckFailure.ts';

describe('isIbanCheckFailure', () => {
  it('fails on checkFailed or ibanError', () => {
    expect(isIbanCheckFailure({ checkFailed: false, ibanError: false })).toBe(false);
    expect(isIbanCheckFailure({ checkFailed: true, ibanError: false })).toBe(true);
    expect(isIbanCheckFailure({ checkFailed: false, ibanError: true })).toBe(true);
    expect(isIbanCheckFailure({ ibanError: 'INVALID_CHECKSUM' })).toBe(true);
  });
});
