import { refine } from 'superstruct';
import type { Struct } from 'superstruct';
import { boundedText } from './boundedText.ts';

/**
 * Characters no name, address or e-mail holds: C0 and C1 control characters (NUL, tab, CR, LF
 * among them), DEL, and the bidirectional marks and overrides (U+200E/F, U+202A–U+202E,
 * U+2066–U+2069) that make a text read differently than it is stored, and malformed UTF-16: a lone high or low
 * surrogate (U+D800–U+DFFF not in a pair), which no encoder turns into valid UTF-8.
 */
// With the u flag a surrogate pair is one code point, so the surrogate range matches only a lone surrogate.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is this pattern's purpose.
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069\ud800-\udfff]/u;

/**
 * Whether the text holds a control character, line break, bidirectional mark or lone surrogate; the form and the
 * server refuse it alike.
 */
export function hasUnsafeCharacters(value: string | null | undefined): boolean {
  return unsafeCharacters.test(value ?? '');
}

/** A request text of at most `max` characters without control characters, line breaks, bidirectional marks or lone surrogates. */
export function plainText(max: number): Struct<string, null> {
  return refine(boundedText(max), 'plainText', (value) => !hasUnsafeCharacters(value) || 'no control characters, line breaks, bidirectional marks or lone surrogates');
}
