const weights = [7, 3, 1] as const;

function characterValue(character: string): number {
  if (character === '<') return 0;
  const code = character.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  // 'A' is 65 and counts 10, up to 'Z' = 35.
  if (code >= 65 && code <= 90) return code - 55;
  throw new RangeError(`mrzCheckDigit: '${character}' is not a machine-readable-zone character; use 0-9, A-Z or '<' (upper-case first)`);
}

/**
 * The ICAO 9303 check digit of a machine-readable-zone text (funnel.md section 5): each character
 * is valued (digits as themselves, A=10 … Z=35, the filler '<' as 0), multiplied by the weights
 * 7, 3, 1 repeating from the first character, and the sum taken modulo 10. Throws a RangeError
 * naming any other character.
 */
export function mrzCheckDigit(text: string): number {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) {
    sum += characterValue(text.charAt(index)) * (weights[index % 3] ?? 0);
  }
  return sum % 10;
}

/**
 * The composite check digit of a TD1 machine-readable zone (three lines of 30 characters, the
 * format of the German ID card's back side), per ICAO 9303 part 5: it covers, in this order,
 * line 1 positions 6-30 (document number, its check digit, optional data), line 2 positions 1-7
 * (birth date and its check digit), positions 9-15 (expiry date and its check digit) and
 * positions 19-29 (optional data). Sex (8), nationality (16-18) and the composite digit itself (30)
 * are left out. The fillers count as 0 but keep their places, so the weights follow the positions.
 */
export function td1CompositeCheckDigit(line1: string, line2: string): number {
  if (line1.length !== 30 || line2.length !== 30) {
    throw new RangeError(`td1CompositeCheckDigit: TD1 lines have 30 characters, got ${line1.length} and ${line2.length}`);
  }
  return mrzCheckDigit(line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29));
}
