import { describe, expect, it } from 'vitest';
import { padBirthDate } from './padBirthDate.ts';

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
