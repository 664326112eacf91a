import { describe, expect, it } from 'vitest';
import { postcodeProblem } from './postcodeProblem.ts';

describe('postcodeProblem', () => {
  it.each([
    ['DE', '80331'],
    ['AT', '1010'],
    ['CH', '8001'],
    ['NL', '1012 AB'],
    ['NL', '1012ab'],
    ['GB', 'SW1A 1AA'],
    ['GB', 'M1 1AE'],
    ['GB', 'b338th'],
    ['FR', '75001'],
    ['IT', '00184'],
    ['LU', 'L-1009'],
    ['PL', '00-950'],
    ['CZ', '110 00'],
  ])('accepts %s %s', (country, postcode) => {
    expect(postcodeProblem(postcode, country)).toBeUndefined();
  });

  it.each([
    ['DE', '8033', 'mit 5 Ziffern ein, z. B. 80331'],
    ['DE', '1012 AB', 'mit 5 Ziffern'],
    ['AT', '10100', 'in Österreich mit 4 Ziffern'],
    ['CH', '800', 'in der Schweiz mit 4 Ziffern'],
    ['NL', '1012', '4 Ziffern und 2 Buchstaben ein, z. B. 1012 AB'],
    ['NL', '0123 AB', '4 Ziffern und 2 Buchstaben'],
    ['GB', '12345', 'im Vereinigten Königreich ein, z. B. SW1A 1AA'],
    ['IT', '0018', 'in Italien mit 5 Ziffern'],
  ])('refuses %s %s naming the format', (country, postcode, expected) => {
    expect(postcodeProblem(postcode, country)).toContain(expected);
  });

  it('leaves empty postcodes to the required rule and unknown countries to the length rule', () => {
    expect(postcodeProblem('', 'DE')).toBeUndefined();
    expect(postcodeProblem(undefined, 'NL')).toBeUndefined();
    expect(postcodeProblem('ABC-123', 'US')).toBeUndefined();
    expect(postcodeProblem('80331', undefined)).toBeUndefined();
  });

  it('reads the country case-insensitively and the postcode trimmed', () => {
    expect(postcodeProblem(' 80331 ', 'de')).toBeUndefined();
  });
});
