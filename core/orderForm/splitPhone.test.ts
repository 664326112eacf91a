import { describe, expect, it } from 'vitest';
import { joinPhone } from './joinPhone.ts';
import { splitPhone } from './splitPhone.ts';

describe('splitPhone', () => {
  it('splits at the first hyphen and keeps a hyphen in the subscriber number', () => {
    expect(splitPhone('089-1234567')).toEqual({ areaCode: '089', subscriberNumber: '1234567' });
    expect(splitPhone('0711-7205-0')).toEqual({ areaCode: '0711', subscriberNumber: '7205-0' });
  });
  it('splits at a slash or a space as well', () => {
    expect(splitPhone('089/1234567')).toEqual({ areaCode: '089', subscriberNumber: '1234567' });
    expect(splitPhone('089 123 4567')).toEqual({ areaCode: '089', subscriberNumber: '1234567' });
  });
  it('turns a leading plus into 00', () => {
    expect(splitPhone('+49 89 1234567')).toEqual({ areaCode: '0049', subscriberNumber: '891234567' });
  });
  it('puts a number without separator into the subscriber number', () => {
    expect(splitPhone('0891234567')).toEqual({ areaCode: '', subscriberNumber: '0891234567' });
  });
  it('gives an empty pair for no phone', () => {
    expect(splitPhone(null)).toEqual({ areaCode: '', subscriberNumber: '' });
    expect(splitPhone('  ')).toEqual({ areaCode: '', subscriberNumber: '' });
  });
  it('round-trips with joinPhone', () => {
    const { areaCode, subscriberNumber } = splitPhone('07821-78-36');
    expect(joinPhone(areaCode, subscriberNumber)).toBe('07821-78-36');
  });
});
