import { describe, expect, it } from 'vitest';
import { parseBirthDate, padBirthDate, toIsoBirthDate, ageCheck, oldestAllowedAge } from './CalendarDate.ts';

describe('parseBirthDate', () => {
  it('reads d.m.yyyy with one or two digits for day and month', () => {
    expect(parseBirthDate('1.2.2005')).toEqual({ year: 2005, month: 2, day: 1 });
    expect(parseBirthDate('01.02.2005')).toEqual({ year: 2005, month: 2, day: 1 });
    expect(parseBirthDate(' 31.12.1999 ')).toEqual({ year: 1999, month: 12, day: 31 });
  });

  it('accepts 29 February only in leap years', () => {
    expect(parseBirthDate('29.02.2004')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseBirthDate('29.02.2000')).toBeDefined();
    expect(parseBirthDate('29.02.2005')).toBeUndefined();
    expect(parseBirthDate('29.02.1900')).toBeUndefined();
  });

  it.each(['31.04.2005', '00.01.2005', '1.13.2005', '1.0.2005', '2005-02-01', '1.2.05', '1/2/2005', '123.1.2005', '', 'a.b.cdef'])(
    'rejects %j',
    (text) => {
      expect(parseBirthDate(text)).toBeUndefined();
    },
  );
});

describe('padBirthDate', () => {
  it('zero-pads a single-digit day or month', () => {
    expect(padBirthDate('1.2.2005')).toBe('01.02.2005');
    expect(padBirthDate('11.2.2005')).toBe('11.02.2005');
    expect(padBirthDate('1.12.2005')).toBe('01.12.2005');
    expect(padBirthDate('11.12.2005')).toBe('11.12.2005');
  });

  it('turns what a numeric keyboard can type into the dotted date', () => {
    expect(padBirthDate('01022005')).toBe('01.02.2005');
    expect(padBirthDate('1,2,2005')).toBe('01.02.2005');
    expect(padBirthDate('1/2/2005')).toBe('01.02.2005');
    expect(padBirthDate('1 2 2005')).toBe('01.02.2005');
    expect(padBirthDate('1-2-2005')).toBe('01.02.2005');
  });

  it('leaves text of another shape unchanged', () => {
    expect(padBirthDate('1022005')).toBe('1022005');
    expect(padBirthDate('1.2.05')).toBe('1.2.05');
    expect(padBirthDate('')).toBe('');
    expect(padBirthDate('1.2.2005x')).toBe('1.2.2005x');
  });
});

describe('toIsoBirthDate', () => {
  it('converts to yyyy-MM-dd', () => {
    expect(toIsoBirthDate('1.2.2005')).toBe('2005-02-01');
    expect(toIsoBirthDate('24.12.1999')).toBe('1999-12-24');
  });

  it('gives undefined for an invalid date', () => {
    expect(toIsoBirthDate('31.02.2005')).toBeUndefined();
  });
});

describe('ageCheck', () => {
  const limit = 30;

  it('is tooYoung until the 18th birthday', () => {
    expect(ageCheck({ year: 2007, month: 6, day: 2 }, limit, new Date(2025, 5, 1))).toBe('tooYoung');
    expect(ageCheck({ year: 2007, month: 6, day: 1 }, limit, new Date(2025, 5, 1))).toBe('ok');
  });

  it('is tooOld from the birthday that reaches the age limit', () => {
    expect(ageCheck({ year: 1995, month: 6, day: 2 }, limit, new Date(2025, 5, 1))).toBe('ok');
    expect(ageCheck({ year: 1995, month: 6, day: 1 }, limit, new Date(2025, 5, 1))).toBe('tooOld');
  });

  it('counts a 29 February birthday as reached on 1 March in common years', () => {
    const leapling = { year: 2007, month: 2, day: 29 };
    expect(ageCheck(leapling, limit, new Date(2025, 1, 28))).toBe('tooYoung');
    expect(ageCheck(leapling, limit, new Date(2025, 2, 1))).toBe('ok');
  });

  it('treats a birth date in the future as too young', () => {
    expect(ageCheck({ year: 2030, month: 1, day: 1 }, limit, new Date(2025, 5, 1))).toBe('tooYoung');
  });

  it('names the age limit minus one as the oldest allowed age', () => {
    expect(oldestAllowedAge(30)).toBe(29);
  });
});
