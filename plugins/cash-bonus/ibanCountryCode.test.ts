import { describe, expect, it } from 'vitest';
import { ibanCountryCode } from './ibanCountryCode.ts';

describe('ibanCountryCode', () => {
  it('reads the leading letters, upper-cased', () => {
    expect(ibanCountryCode('AT611904300234573201')).toBe('AT');
    expect(ibanCountryCode(' de89 3704 ')).toBe('DE');
  });

  it('assumes the domestic DE for an IBAN typed without letters', () => {
    expect(ibanCountryCode('89370400440532013000')).toBe('DE');
  });

  it('is undefined for an empty IBAN', () => {
    expect(ibanCountryCode('')).toBeUndefined();
    expect(ibanCountryCode(null)).toBeUndefined();
  });
});
