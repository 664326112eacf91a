import { describe, expect, it } from 'vitest';
import { splitStreetAndNumber } from './splitStreetAndNumber.ts';

describe('splitStreetAndNumber', () => {
  it.each([
    ['Sendlinger Straße 12', 'Sendlinger Straße', '12'],
    ['Sendlinger Straße 12a', 'Sendlinger Straße', '12a'],
    ['Am Markt 7 b', 'Am Markt', '7b'],
    ['Musterweg 3-5', 'Musterweg', '3-5'],
    ['Hauptstr. 1/2', 'Hauptstr.', '1/2'],
    ['Straße des 17. Juni 110', 'Straße des 17. Juni', '110'],
    ['  Damrak 1 ', 'Damrak', '1'],
  ])('splits %j', (text, street, streetNumber) => {
    expect(splitStreetAndNumber(text)).toEqual({ street, streetNumber });
  });

  it.each(['Sendlinger Straße', 'Straße des 17. Juni', 'B 12', '12', '', 'Musterweg 12345'])('leaves %j alone', (text) => {
    expect(splitStreetAndNumber(text)).toBeUndefined();
  });
});
