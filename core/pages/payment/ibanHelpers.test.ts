import { describe, expect, it } from 'vitest';
import { compactIban } from './compactIban.ts';
import { groupIban, ibanCountry, ibanInput } from './groupIban.ts';

describe('IBAN input and display', () => {
  it('compacts and upper-cases for the services', () => {
    expect(compactIban(' de89 3704 0044 0532 0130 00 ')).toBe('DE89370400440532013000');
    expect(compactIban(undefined)).toBe('');
  });

  it('groups in fours for display', () => {
    expect(groupIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(groupIban('AT61 1904 3002 3457 3201')).toBe('AT61 1904 3002 3457 3201');
  });

  it('keeps letters, digits and spaces, upper-cased, at most 32 characters without spaces', () => {
    expect(ibanInput('de89 3704-0044.0532')).toBe('DE89 370400440532');
    expect(ibanInput('de89  3704')).toBe('DE89 3704');
    const long = 'A'.repeat(40);
    expect(ibanInput(long)).toBe('A'.repeat(32));
    expect(compactIban(ibanInput(`${'AB12 '.repeat(10)}`))).toHaveLength(32);
  });

  it('reads the bank country from the first two letters', () => {
    expect(ibanCountry('at61 1904')).toBe('AT');
    expect(ibanCountry('DE89')).toBe('DE');
    expect(ibanCountry('1234')).toBe('');
    expect(ibanCountry('')).toBe('');
  });
});
