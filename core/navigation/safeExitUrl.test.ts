import { describe, expect, it } from 'vitest';
import { safeExitUrl, webUrl } from './safeExitUrl.ts';

// A test fixture shaped like a tenant's exit settings, not a real tenant package.
const tenant = { backLink: 'https://www.zeitung.example.de/', hosts: ['abo.zeitung.example.de', 'zeitung.localhost'] };
const page = 'http://localhost:4303';

describe('safeExitUrl', () => {
  it.each([
    ['the tenant home page', 'https://www.zeitung.example.de/', 'https://www.zeitung.example.de/'],
    ['an article on the tenant site', 'https://www.zeitung.example.de/politik/artikel-1?ref=x#kommentare', 'https://www.zeitung.example.de/politik/artikel-1?ref=x#kommentare'],
    ['the bare tenant domain', 'https://example.de/', 'https://example.de/'],
    ['another subdomain of the tenant', 'https://service.example.de/kontakt', 'https://service.example.de/kontakt'],
    ['plain http on the tenant site', 'http://www.zeitung.example.de/', 'http://www.zeitung.example.de/'],
    ['a configured host', 'http://zeitung.localhost/neubestellung/abo/', 'http://zeitung.localhost/neubestellung/abo/'],
    ['a path of the page origin', '/neubestellung/abo/?tenant=sz', '/neubestellung/abo/?tenant=sz'],
    ['the page origin', 'http://localhost:4303/x', '/x'],
    ['a path with dot segments', '/a/../neubestellung/', '/neubestellung/'],
  ])('keeps %s', (_name, value, expected) => {
    expect(safeExitUrl(value, tenant, page)).toBe(expected);
  });

  it.each([
    ['a foreign https host', 'https://evil.example/'],
    ['a foreign host ending like the tenant domain', 'https://notexample.de/'],
    ['the tenant domain as a subdomain of a foreign host', 'https://example.de.evil.example/'],
    ['user info naming the tenant', 'https://www.zeitung.example.de@evil.example/'],
    ['user info on the tenant host', 'https://user:pass@www.zeitung.example.de/'],
    ['javascript scheme', 'javascript:alert(document.cookie)'],
    ['javascript scheme with spaces and case', '  JaVaScRiPt:alert(1)'],
    ['data scheme', 'data:text/html,<script>alert(1)</script>'],
    ['ftp scheme', 'ftp://www.zeitung.example.de/'],
    ['protocol-relative foreign host', '//evil.example/'],
    ['backslash foreign host', '/\\evil.example'],
    ['tab inside protocol-relative', '/\t/evil.example'],
    ['empty', ''],
    ['missing', undefined],
  ])('refuses %s', (_name, value) => {
    expect(safeExitUrl(value, tenant, page)).toBeUndefined();
  });

  it('without a page origin keeps only absolute addresses of the tenant', () => {
    expect(safeExitUrl('/neubestellung/abo/', tenant)).toBeUndefined();
    expect(safeExitUrl('https://www.zeitung.example.de/a', tenant)).toBe('https://www.zeitung.example.de/a');
  });
});

describe('webUrl', () => {
  it('reads http(s) only', () => {
    expect(webUrl('https://pay.example/x')?.href).toBe('https://pay.example/x');
    expect(webUrl('javascript:alert(1)')).toBeUndefined();
    expect(webUrl('not a url')).toBeUndefined();
  });
});
