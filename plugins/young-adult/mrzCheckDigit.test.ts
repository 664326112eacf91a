import { describe, expect, it } from 'vitest';
import { mrzCheckDigit, td1CompositeCheckDigit } from './mrzCheckDigit.ts';

describe('mrzCheckDigit', () => {
  it('weights 7, 3, 1 and takes the sum modulo 10', () => {
    // 0·7 + 5·3 + 0·1 + 3·7 + 1·3 + 2·1 = 41
    expect(mrzCheckDigit('050312')).toBe(1);
  });

  it('values letters from A = 10 to Z = 35', () => {
    // L=21·7 + 0 + 1 + X=33·7 + 0 + 0 + T=29·7 + 4·3 + 7 = 601
    expect(mrzCheckDigit('L01X00T47')).toBe(1);
    expect(mrzCheckDigit('A')).toBe(0);
    expect(mrzCheckDigit('Z')).toBe(5);
    expect(mrzCheckDigit('<Z')).toBe(5);
  });

  it('counts the filler < as 0 but keeps its weight position', () => {
    expect(mrzCheckDigit('<<<')).toBe(0);
    expect(mrzCheckDigit('1')).toBe(7);
    expect(mrzCheckDigit('<1')).toBe(3);
    expect(mrzCheckDigit('<<1')).toBe(1);
  });

  it('matches the ICAO 9303 part 5 TD1 specimen', () => {
    expect(mrzCheckDigit('D23145890')).toBe(7);
    expect(mrzCheckDigit('740812')).toBe(2);
    expect(mrzCheckDigit('120415')).toBe(9);
  });

  it('matches the German ID card specimens (Erika Mustermann, 2010 and 2021 layouts)', () => {
    expect(mrzCheckDigit('T22000129')).toBe(3);
    expect(mrzCheckDigit('640812')).toBe(5);
    expect(mrzCheckDigit('201031')).toBe(5);
    expect(mrzCheckDigit('LZ6311T47')).toBe(5);
    expect(mrzCheckDigit('830812')).toBe(6);
  });

  it('rejects characters outside the zone alphabet, naming them', () => {
    expect(() => mrzCheckDigit('ab')).toThrow(/'a'/);
    expect(() => mrzCheckDigit('12-3')).toThrow(RangeError);
  });
});

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
