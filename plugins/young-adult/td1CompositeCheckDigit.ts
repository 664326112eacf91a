import { mrzCheckDigit } from './mrzCheckDigit.ts';

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
    throw new RangeError(
      `td1CompositeCheckDigit: TD1 lines have 30 characters, got ${line1.length} and ${line2.length}`,
    );
  }
  return mrzCheckDigit(line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29));
}
