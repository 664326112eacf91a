import { describe, expect, it } from 'vitest';
import { checkIdCard } from './checkIdCard.ts';
import type { IdCardZone } from './IdCardZone.ts';

// Fields computed by hand for a card L01X00T47, born 12.03.2005, valid until 15.06.2033.
const valid: IdCardZone = {
  line1Field1: 'L01X00T471',
  line2Field1: '0503121',
  line2Field2: '3306150D',
  line2Field3: '2108',
  line2Field4: '5',
};
const born = { year: 2005, month: 3, day: 12 };
const today = new Date(2025, 5, 1);

describe('checkIdCard', () => {
  it('accepts a valid zone whose birth date matches', () => {
    expect(checkIdCard(valid, born, today)).toEqual({ result: 'ok', expired: false });
  });

  it('accepts an older card without field 4 (its own composite digit)', () => {
    expect(checkIdCard({ ...valid, line2Field3: '', line2Field4: '2' }, born, today).result).toBe('ok');
    expect(checkIdCard({ ...valid, line2Field3: undefined, line2Field4: '2' }, born, today).result).toBe('ok');
    expect(checkIdCard({ ...valid, line2Field3: null, line2Field4: '2' }, born, today).result).toBe('ok');
  });

  it('upper-cases and trims the fields before checking', () => {
    expect(checkIdCard({ ...valid, line1Field1: ' l01x00t471 ', line2Field2: '3306150d' }, born, today).result).toBe('ok');
  });

  it('accepts the German specimen of 2021 for Erika Mustermann, born 12.08.1983', () => {
    const specimen = { line1Field1: 'LZ6311T475', line2Field1: '8308126', line2Field2: '3110315D', line2Field3: '2108', line2Field4: '9' };
    expect(checkIdCard(specimen, { year: 1983, month: 8, day: 12 }, today)).toEqual({ result: 'ok', expired: false });
  });

  it('records the expired German specimen of 2010 without blocking it', () => {
    const specimen = { line1Field1: 'T220001293', line2Field1: '6408125', line2Field2: '2010315D', line2Field4: '4' };
    expect(checkIdCard(specimen, { year: 1964, month: 8, day: 12 }, today)).toEqual({ result: 'ok', expired: true });
  });

  it('counts a card as expired only after its expiry day', () => {
    expect(checkIdCard(valid, born, new Date(2033, 5, 15)).expired).toBe(false);
    expect(checkIdCard(valid, born, new Date(2033, 5, 16)).expired).toBe(true);
  });

  it('reports a different entered birth date as dateMismatch', () => {
    expect(checkIdCard(valid, { year: 2005, month: 3, day: 13 }, today)).toEqual({ result: 'dateMismatch', expired: false });
    expect(checkIdCard(valid, { year: 1905, month: 3, day: 12 }, today).result).toBe('dateMismatch');
  });

  it('reads two-digit birth years above the current two-digit year as 19xx, others as 20xx', () => {
    // 99-02-28, check digit 8, composite 7; current year 2025 → 1999.
    const zone = { ...valid, line2Field1: '9902288', line2Field4: '7' };
    expect(checkIdCard(zone, { year: 1999, month: 2, day: 28 }, today).result).toBe('ok');
    expect(checkIdCard(zone, { year: 2099, month: 2, day: 28 }, today).result).toBe('dateMismatch');
    // 05 is not above 25 → 2005; in the year 2004, 05 is above 04 → 1905.
    expect(checkIdCard(valid, born, new Date(2004, 0, 1)).result).toBe('dateMismatch');
    expect(checkIdCard(valid, { year: 1905, month: 3, day: 12 }, new Date(2004, 0, 1)).result).toBe('ok');
  });

  it('reads a two-digit birth year equal to the current two-digit year as 20xx', () => {
    // 07-04-12, check digit 4, composite 9; in 2007, 07 is not above 07 → 2007.
    const zone = { ...valid, line2Field1: '0704124', line2Field4: '9' };
    expect(checkIdCard(zone, { year: 2007, month: 4, day: 12 }, new Date(2007, 11, 31)).result).toBe('ok');
    expect(checkIdCard(zone, { year: 1907, month: 4, day: 12 }, new Date(2006, 11, 31)).result).toBe('ok');
  });

  it.each([
    ['document number check digit', { line1Field1: 'L01X00T472' }],
    ['birth date check digit', { line2Field1: '0503122' }],
    ['expiry date check digit', { line2Field2: '3306151D' }],
    ['composite check digit', { line2Field4: '6' }],
    ['changed field 4 (covered by the composite only)', { line2Field3: '2109' }],
    ['missing field 4 on a card that has one', { line2Field3: '' }],
    ['a changed document number', { line1Field1: 'L01X00T571' }],
  ])('reports a wrong %s as invalid', (_label, change) => {
    expect(checkIdCard({ ...valid, ...change }, born, today)).toEqual({ result: 'invalid', expired: false });
  });

  it.each([
    ['field 1 too short', { line1Field1: 'L01X00T47' }],
    ['field 1 with a filler', { line1Field1: 'L01X00T<71' }],
    ['field 2 not numeric', { line2Field1: '05O3121' }],
    ['field 2 too long', { line2Field1: '05031210' }],
    ['field 3 with a letter in the date', { line2Field2: '33O6150D' }],
    ['field 3 too short', { line2Field2: '3306150' }],
    ['field 4 of three characters', { line2Field3: '210' }],
    ['field 5 a letter', { line2Field4: 'A' }],
    ['field 5 empty', { line2Field4: '' }],
  ])('reports %s as invalid', (_label, change) => {
    expect(checkIdCard({ ...valid, ...change }, born, today).result).toBe('invalid');
  });

  it('reports a birth date that is no real day as invalid even when its digits check', () => {
    // 98-02-29 does not exist; its check digit is 6.
    const zone = { ...valid, line2Field1: '9802296' };
    expect(checkIdCard(zone, { year: 1998, month: 3, day: 1 }, today).result).toBe('invalid');
  });

  it('prefers invalid over dateMismatch when a check digit is wrong', () => {
    expect(checkIdCard({ ...valid, line2Field4: '0' }, { year: 2000, month: 1, day: 1 }, today).result).toBe('invalid');
  });
});
