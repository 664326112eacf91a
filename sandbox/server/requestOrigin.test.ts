import { describe, expect, it } from 'vitest';
import { clientAddress, requestOrigin } from './requestOrigin.ts';

describe('requestOrigin', () => {
  it('reads Host and the connection, and ignores forwarded headers unless the proxy is trusted', () => {
    const request = { headers: { host: 'SZ.localhost:8080', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' }, socket: { encrypted: false } };
    expect(requestOrigin(request, false)).toEqual({ protocol: 'http:', host: 'sz.localhost:8080', hostname: 'sz.localhost' });
    expect(requestOrigin(request, true)).toEqual({ protocol: 'https:', host: 'evil.example', hostname: 'evil.example' });
  });

  it('takes https from a TLS connection and the first of several forwarded values', () => {
    expect(requestOrigin({ headers: { host: '127.0.0.1:443' }, socket: { encrypted: true } }, false).protocol).toBe('https:');
    const proxied = { headers: { host: 'internal:8787', 'x-forwarded-host': 'abo.lkz.de, proxy.internal', 'x-forwarded-proto': 'https,http' } };
    expect(requestOrigin(proxied, true)).toEqual({ protocol: 'https:', host: 'abo.lkz.de', hostname: 'abo.lkz.de' });
  });

  it('keeps an IPv6 host in brackets', () => {
    expect(requestOrigin({ headers: { host: '[::1]:8080' } }, false).hostname).toBe('[::1]');
  });
});

describe('clientAddress', () => {
  it('is the peer, or behind a trusted proxy the address that proxy appended to X-Forwarded-For', () => {
    const request = { headers: { 'x-forwarded-for': '203.0.113.7' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(clientAddress(request, false)).toBe('127.0.0.1');
    expect(clientAddress(request, true)).toBe('203.0.113.7');
  });

  it('is not what the client wrote into X-Forwarded-For before the proxy appended its peer', () => {
    // nginx's $proxy_add_x_forwarded_for (the generated nginx.conf) appends the real peer to the client's own header.
    const spoofed = { headers: { 'x-forwarded-for': '198.51.100.1, 203.0.113.7' }, socket: { remoteAddress: '127.0.0.1' } };
    expect(clientAddress(spoofed, true)).toBe('203.0.113.7');
    expect(clientAddress({ headers: { 'x-forwarded-for': ['198.51.100.1', '203.0.113.7'] }, socket: null }, true)).toBe('203.0.113.7');
  });
});
