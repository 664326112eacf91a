import { describe, expect, it } from 'vitest';
import { redirectTricks } from '../testing/redirectTricks.ts';
import { requestOrigin, resolveRedirect } from './resolveRedirect.ts';

const own = 'http://localhost:4303';

describe('resolveRedirect', () => {
  it.each([
    ['/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD', '/neubestellung/abo/?tenant=sz&wa=SZ-DIGITAL-STANDARD'],
    ['/internal', '/internal'],
    ['/registrationSuccess#top', '/registrationSuccess#top'],
    ['http://localhost:4303/neubestellung/abo/?wa=X', '/neubestellung/abo/?wa=X'],
    ['/neubestellung/../internal', '/internal'],
  ])('keeps the own-origin target %j as %j', (target, expected) => {
    expect(resolveRedirect(target, own)).toBe(expected);
  });

  it.each(redirectTricks)('refuses %s', (_name, target) => {
    expect(resolveRedirect(target, own)).toBeUndefined();
  });

  it('takes the own origin from a plain Host header only', () => {
    expect(requestOrigin('localhost:4303')).toBe('http://localhost:4303');
    expect(requestOrigin('evil.example/@x')).toBe('http://sandbox.invalid');
    expect(requestOrigin(undefined)).toBe('http://sandbox.invalid');
    expect(resolveRedirect('http://localhost:4303/x', requestOrigin(undefined))).toBeUndefined();
  });
});
