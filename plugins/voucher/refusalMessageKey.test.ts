import { describe, expect, it } from 'vitest';
import { refusalMessageKey } from './refusalMessageKey.ts';

const httpError = (status: number, error?: string) =>
  Object.assign(new Error(`${status}`), {
    name: 'ApiCallError',
    call: 'voucherCheck',
    kind: 'http',
    status,
    body: error ? { error } : undefined,
  });

describe('refusalMessageKey', () => {
  it('maps each refusal of the service to its message', () => {
    expect(refusalMessageKey(httpError(404, 'VOUCHER_UNKNOWN'))).toBe('unknown');
    expect(refusalMessageKey(httpError(410, 'VOUCHER_EXPIRED'))).toBe('expired');
    expect(refusalMessageKey(httpError(409, 'VOUCHER_NOT_FOR_CAMPAIGN'))).toBe('otherOffer');
    expect(refusalMessageKey(httpError(409, 'VOUCHER_USED_UP'))).toBe('usedUp');
    expect(refusalMessageKey(httpError(429, 'TOO_MANY_VOUCHER_CHECKS'))).toBe('tooManyTries');
  });

  it('says the check failed for anything else', () => {
    expect(refusalMessageKey(httpError(500))).toBe('failed');
    expect(refusalMessageKey(new Error('offline'))).toBe('failed');
  });
});
