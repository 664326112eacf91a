import { describe, expect, it } from 'vitest';
import { chooseEncoding } from './chooseEncoding.ts';

describe('chooseEncoding', () => {
  const both = ['br', 'gzip'] as const;
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['gzip;q=0, br;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0.1, br;q=0', 'gzip'],
    ['identity', 'identity'],
    ['', 'identity'],
    ['BR', 'br'],
  ] as const)('"%s" gives %s', (header, expected) => {
    expect(chooseEncoding(header, both)).toBe(expected);
  });

  it('only picks a coding that is available', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBe('identity');
    expect(chooseEncoding('br, gzip', [])).toBe('identity');
  });
});
