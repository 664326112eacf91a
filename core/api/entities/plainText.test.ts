import { describe, expect, it } from 'vitest';
import { validate } from 'superstruct';
import { hasUnsafeCharacters, plainText } from './plainText.ts';
import { isRealIsoDate, isoDate } from './isoDate.ts';

describe('plainText', () => {
  it.each(['\u0000', '\u0007', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'])(
    'refuses U+%s inside a name',
    (char) => {
      expect(hasUnsafeCharacters(`Ma${char}x`)).toBe(true);
      expect(validate(`Ma${char}x`, plainText(35))[0]?.refinement).toBe('plainText');
    },
  );

  it.each([
    ['a lone high surrogate', 'A\uD800B'],
    ['a lone low surrogate', 'A\uDC00B'],
    ['a high surrogate at the end', 'Anna\uD83D'],
    ['two low surrogates', '\uDE00\uDE00'],
  ])('refuses %s (malformed UTF-16) like a control character', (_name, text) => {
    expect(hasUnsafeCharacters(text)).toBe(true);
    expect(validate(text, plainText(35))[0]?.refinement).toBe('plainText');
  });

  it('keeps characters outside the basic plane, written as a surrogate pair', () => {
    for (const text of ['Anna 😀', '𝔄nna', '\uD83D\uDE00']) expect(validate(text, plainText(35))[0]).toBeUndefined();
  });

  it('keeps German names and addresses and still bounds the length', () => {
    for (const text of ['Müller-Lüdenscheidt', "D'Angelo", 'Zoë Ådnå', 'Straße 12 a', 'name+tag@example.de', '']) {
      expect(validate(text, plainText(35))[0]).toBeUndefined();
    }
    expect(validate('x'.repeat(36), plainText(35))[0]).toBeDefined();
  });
});

describe('isoDate', () => {
  it.each(['2026-13-45', '2026-02-29', '2026-04-31', '2026-00-10', '2026-01-00', '26-01-01', '2026-1-1', '2026-01-01T00:00'])('refuses %s', (text) => {
    expect(isRealIsoDate(text)).toBe(false);
    expect(validate(text, isoDate())[0]).toBeDefined();
  });

  it.each(['2026-01-01', '2028-02-29', '2026-12-31'])('keeps %s', (text) => {
    expect(validate(text, isoDate())[0]).toBeUndefined();
  });
});
