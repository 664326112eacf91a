/**
 * The characters the self-hosted web fonts carry (themes/<family>/fonts/, written by themes/tools/subsetFonts.ts):
 * Basic Latin, Latin-1 (German umlauts and ß, and the accented letters of West European names), the dashes,
 * German and English quotation marks, bullet, ellipsis, single guillemets and the euro sign. Any other character
 * (a Polish or Czech letter in a reader's name) is drawn by the fallback font of the stack, as with Google's
 * "latin" subset, which leaves Latin Extended-A out too.
 */
export const fontCodePointRanges: readonly (readonly [first: number, last: number])[] = [
  [0x0020, 0x007e],
  [0x00a0, 0x00ff],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x2039, 0x203a],
  [0x20ac, 0x20ac],
];

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, '0');

/** The ranges as a CSS `unicode-range` value, as each family's fonts.css declares it. */
export const fontUnicodeRange = fontCodePointRanges.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');

/** Whether the web fonts carry this code point. */
export function isFontCodePoint(codePoint: number): boolean {
  return fontCodePointRanges.some(([first, last]) => codePoint >= first && codePoint <= last);
}
