import { describe, expect, it } from 'vitest';
import { td1CompositeCheckDigit } from './td1CompositeCheckDigit.ts';

describe('td1CompositeCheckDigit', () => {
  it('matches the ICAO 9303 part 5 TD1 specimen', () => {
    expect(td1CompositeCheckDigit('I<UTOD231458907<<<<<<<<<<<<<<<', '7408122F1204159UTO<<<<<<<<<<<6')).toBe(6);
  });

  it('matches the German ID card specimen of 2010 (no optional data)', () => {
    expect(td1CompositeCheckDigit('IDD<<T220001293<<<<<<<<<<<<<<<', '6408125<2010315D<<<<<<<<<<<<<4')).toBe(4);
  });

  it('matches the German ID card specimen of 2021 (optional data 2108 at positions 19-22)', () => {
    expect(td1CompositeCheckDigit('IDD<<LZ6311T475<<<<<<<<<<<<<<<', '8308126<3110315D<<2108<<<<<<<9')).toBe(9);
  });

  it('ignores sex, nationality and the document code, which the composite does not cover', () => {
    expect(td1CompositeCheckDigit('XYZAB' + 'T220001293<<<<<<<<<<<<<<<', '6408125F2010315ABC<<<<<<<<<<<4')).toBe(4);
  });

  it('keeps filler positions: moving the optional data shifts the weights', () => {
    expect(td1CompositeCheckDigit('IDD<<LZ6311T475<<<<<<<<<<<<<<<', '8308126<3110315D<<<2108<<<<<<9')).not.toBe(9);
  });

  it('refuses lines that are not 30 characters long', () => {
    expect(() => td1CompositeCheckDigit('IDD<<T220001293', '6408125<2010315D<<<<<<<<<<<<<4')).toThrow(/30 characters/);
  });
});
