import { describe, expect, it } from 'vitest';
import { parseBirthDate } from './parseBirthDate.ts';

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
