import { describe, expect, it } from 'vitest';
import { dateTextOfValue, dateValueOfText, isIsoDateValue } from './dateText.ts';

describe('date field text and value', () => {
  it('read a typed d.m.yyyy day as ISO, one- or two-digit day and month', () => {
    expect(dateValueOfText('07.12.2026')).toBe('2026-12-07');
    expect(dateValueOfText(' 7.1.2027 ')).toBe('2027-01-07');
  });

  it('keep anything that is no real day as typed, so the ISO check refuses it', () => {
    expect(dateValueOfText('12/07/2026')).toBe('12/07/2026');
    expect(dateValueOfText('31.04.2027')).toBe('31.04.2027');
    expect(dateValueOfText('29.02.2027')).toBe('29.02.2027');
    expect(dateValueOfText('07.12.')).toBe('07.12.');
    expect(isIsoDateValue(dateValueOfText('31.04.2027'))).toBe(false);
  });

  it('understand an ISO date typed as such', () => {
    expect(dateValueOfText('2026-12-07')).toBe('2026-12-07');
  });

  it('show an ISO value as dd.mm.yyyy and anything else as it is', () => {
    expect(dateTextOfValue('2027-01-07')).toBe('07.01.2027');
    expect(dateTextOfValue('7.1.20')).toBe('7.1.20');
    expect(dateTextOfValue(undefined)).toBe('');
    expect(dateTextOfValue('')).toBe('');
  });
});
