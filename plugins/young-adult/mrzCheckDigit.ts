const weights = [7, 3, 1] as const;

function characterValue(character: string): number {
  if (character === '<') return 0;
  const code = character.charCodeAt(0);
  if (code >= 48 && code <= 57) return code - 48;
  // 'A' is 65 and counts 10, up to 'Z' = 35.
  if (code >= 65 && code <= 90) return code - 55;
  throw new RangeError(
    `mrzCheckDigit: '${character}' is not a machine-readable-zone character; use 0-9, A-Z or '<' (upper-case first)`,
  );
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
