import { describe, expect, it } from 'vitest';
import { isSameOriginWrite } from './isSameOriginWrite.ts';
import type { RequestOrigin } from './requestOrigin.ts';

const own: RequestOrigin = { protocol: 'https:', host: 'abo.example', hostname: 'abo.example' };

describe('isSameOriginWrite', () => {
  it.each([
    ['the own origin', { origin: 'https://abo.example' }],
    ['the own origin with its default port', { origin: 'https://abo.example:443' }],
    ['the own origin in upper case', { origin: 'HTTPS://ABO.EXAMPLE' }],
    ['no Origin, Sec-Fetch-Site: same-origin', { 'sec-fetch-site': 'same-origin' }],
  ])('accepts %s', (_name, headers) => {
    expect(isSameOriginWrite(headers, own)).toBe(true);
  });

  it.each([
    ['another scheme', { origin: 'http://abo.example' }],
    ['another port', { origin: 'https://abo.example:8443' }],
    ['a sibling host', { origin: 'https://evil.abo.example' }],
    ['Origin: null', { origin: 'null' }],
    ['an unreadable Origin', { origin: 'abo.example' }],
    ['a foreign Origin beside Sec-Fetch-Site: same-origin', { origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }],
    ['Sec-Fetch-Site: same-site', { 'sec-fetch-site': 'same-site' }],
    ['Sec-Fetch-Site: none (a typed address)', { 'sec-fetch-site': 'none' }],
    ['neither header', {}],
  ])('refuses %s', (_name, headers) => {
    expect(isSameOriginWrite(headers, own)).toBe(false);
  });

  it('refuses every Origin when the request named no host', () => {
    expect(isSameOriginWrite({ origin: 'https://abo.example' }, { protocol: 'https:', host: '', hostname: '' })).toBe(false);
  });
});
