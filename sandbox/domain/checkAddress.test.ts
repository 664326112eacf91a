import { describe, expect, it } from 'vitest';
import { addressReference } from './addressReference.ts';
import { checkAddress } from './checkAddress.ts';

const print = { printProductType: 'P', requireFullAddress: false } as const;
const digital = { printProductType: 'D', requireFullAddress: false } as const;

const address = (fields: Record<string, string>) => ({
  country: 'DE', street: '', streetNumber: '', zipCode: '', city: '', ...fields,
});

describe('addressReference', () => {
  it('holds a few hundred entries covering the tenant regions', () => {
    expect(addressReference.length).toBeGreaterThanOrEqual(300);
    const cities = new Set(addressReference.map((entry) => entry.city));
    for (const city of ['Stuttgart', 'Ludwigsburg', 'Esslingen am Neckar', 'Böblingen', 'Sindelfingen', 'Kornwestheim',
      'Lahr/Schwarzwald', 'Rottweil', 'Villingen-Schwenningen', 'Oberndorf am Neckar', 'Freudenstadt', 'München']) {
      expect(cities.has(city), city).toBe(true);
    }
  });

  it('has five-digit zip codes and no duplicate street / zip / city', () => {
    const seen = new Set<string>();
    for (const entry of addressReference) {
      expect(entry.zipCode).toMatch(/^\d{5}$/);
      const key = `${entry.street}|${entry.zipCode}|${entry.city}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });
});

describe('checkAddress', () => {
  it('accepts an exact match without errors or corrections', () => {
    const result = checkAddress(address({ street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart' }), print);
    expect(result.hasErrors).toBe(false);
    expect(result.corrected).toBe(false);
    expect(result.address.street).toBe('Königstraße');
    expect(result.plzOrtKorOptions).toEqual({});
  });

  it('keeps every other field of the address', () => {
    const input = { ...address({ street: 'Marienplatz', streetNumber: '8', zipCode: '80331', city: 'München' }), lastName: 'Huber' };
    expect(checkAddress(input, print).address.lastName).toBe('Huber');
  });

  it('corrects the spelling of the city (case and umlauts)', () => {
    const result = checkAddress(address({ street: 'Marienplatz', streetNumber: '8', zipCode: '80331', city: 'MUENCHEN' }), print);
    expect(result.hasErrors).toBe(false);
    expect(result.corrected).toBe(true);
    expect(result.cityCorrected).toBe(true);
    expect(result.streetCorrected).toBe(false);
    expect(result.address.city).toBe('München');
  });

  it('corrects a typo in the city when the zip code has only that city', () => {
    const result = checkAddress(address({ street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stutgart' }), print);
    expect(result.address.city).toBe('Stuttgart');
    expect(result.cityCorrected).toBe(true);
    expect(result.hasErrors).toBe(false);
  });

  it('writes an abbreviated street out in full', () => {
    const result = checkAddress(address({ street: 'theodor-heuss-str.', streetNumber: '2', zipCode: '70174', city: 'Stuttgart' }), print);
    expect(result.address.street).toBe('Theodor-Heuss-Straße');
    expect(result.streetCorrected).toBe(true);
    expect(result.hasErrors).toBe(false);
  });

  it('corrects a wrong zip code when the street of the city has exactly one', () => {
    const result = checkAddress(address({ street: 'Myliusstraße', streetNumber: '3', zipCode: '71600', city: 'Ludwigsburg' }), print);
    expect(result.address.zipCode).toBe('71638');
    expect(result.zipCodeCorrected).toBe(true);
    expect(result.hasErrors).toBe(false);
  });

  it('offers the cities of a known zip code when the city is wrong', () => {
    const result = checkAddress(address({ street: 'Bahnhofstraße', streetNumber: '5', zipCode: '71711', city: 'Backnang' }), print);
    expect(result.cityError).toBe(true);
    expect(result.hasErrors).toBe(true);
    const cities = Object.values(result.plzOrtKorOptions).map((option) => option.city).sort();
    expect(cities).toEqual(['Murr', 'Steinheim an der Murr']);
    for (const [id, option] of Object.entries(result.plzOrtKorOptions)) {
      expect(option.id).toBe(id);
      expect(option.zipCode).toBe('71711');
    }
  });

  it('offers similar streets of the zip code for a misspelled street', () => {
    const result = checkAddress(address({ street: 'Königsstrase', streetNumber: '1', zipCode: '70173', city: 'Stuttgart' }), print);
    expect(result.streetError).toBe(true);
    expect(result.hasErrors).toBe(true);
    const first = Object.values(result.strKorOptions)[0];
    expect(first).toEqual({ id: '1', street: 'Königstraße', zipCode: '70173', city: 'Stuttgart' });
  });

  it('offers a typed prefix of a street as a street correction', () => {
    const result = checkAddress(address({ street: 'Wolfgang-Brumme', streetNumber: '1', zipCode: '71034', city: 'Böblingen' }), print);
    expect(Object.values(result.strKorOptions).map((option) => option.street)).toContain('Wolfgang-Brumme-Allee');
  });

  it('offers full candidates when street and zip code do not fit together', () => {
    const result = checkAddress(address({ street: 'Olgastraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart' }), print);
    expect(result.zipCodeError).toBe(true);
    expect(Object.values(result.adrKorOptions)).toEqual([{ id: '1', street: 'Olgastraße', zipCode: '70182', city: 'Stuttgart' }]);
    expect(result.address.zipCode).toBe('70173');
  });

  it('offers every zip code of a street that spans several when the zip code is unknown', () => {
    const result = checkAddress(address({ street: 'Hauptstätter Str.', streetNumber: '40', zipCode: '70999', city: 'Stuttgart' }), print);
    expect(result.zipCodeError).toBe(true);
    expect(Object.values(result.adrKorOptions).map((option) => option.zipCode).sort()).toEqual(['70173', '70178', '70180']);
  });

  it('sets the error flags when nothing is close', () => {
    const result = checkAddress(address({ street: 'Xyzweg', streetNumber: '1', zipCode: '99999', city: 'Nirgendwo' }), print);
    expect(result).toMatchObject({ hasErrors: true, zipCodeError: true, cityError: true, corrected: false });
    const unknownStreet = checkAddress(address({ street: 'Qwertzuiopweg', streetNumber: '1', zipCode: '70173', city: 'Stuttgart' }), print);
    expect(unknownStreet.streetError).toBe(true);
    expect(unknownStreet.strKorOptions).toEqual({});
  });

  it('flags malformed house numbers and numbers outside a known range', () => {
    expect(checkAddress(address({ street: 'Königstraße', streetNumber: 'abc', zipCode: '70173', city: 'Stuttgart' }), print).streetNumberError).toBe(true);
    expect(checkAddress(address({ street: 'Königstraße', streetNumber: '400', zipCode: '70173', city: 'Stuttgart' }), print).streetNumberError).toBe(true);
    expect(checkAddress(address({ street: 'Königstraße', streetNumber: '12a', zipCode: '70173', city: 'Stuttgart' }), print).streetNumberError).toBe(false);
    expect(checkAddress(address({ street: 'Kirchstraße', streetNumber: '12/1', zipCode: '70173', city: 'Stuttgart' }), print).hasErrors).toBe(false);
  });

  it('derives the local edition of the region feature from the street', () => {
    const result = checkAddress({ ...address({ street: 'Hauptstraße', streetNumber: '1', zipCode: '78628', city: 'Rottweil' }), district: '-' }, print);
    expect(result.address.district).toBe('RW');
    expect(result.corrected).toBe(false);
    const automatic = checkAddress({ ...address({ street: 'Hauptstraße', streetNumber: '1', zipCode: '78628', city: 'Rottweil' }), district: 'EG' }, print);
    expect(automatic.address.district).toBe('RW');
  });

  it('accepts addresses outside Germany as entered', () => {
    const foreign = { country: 'AT', street: 'Stephansplatz', streetNumber: '1', zipCode: '1010', city: 'wien' };
    const result = checkAddress(foreign, print);
    expect(result.hasErrors).toBe(false);
    expect(result.address).toEqual(foreign);
  });

  it('demands a full address when a print or magazine campaign gets the simple digital address', () => {
    const simple = { country: 'DE', additionalInfo: 'c/o Müller' };
    expect(checkAddress(simple, print)).toMatchObject({ fullAddressNeeded: true, hasErrors: true });
    expect(checkAddress(simple, { printProductType: 'M', requireFullAddress: false }).fullAddressNeeded).toBe(true);
    expect(checkAddress(simple, { printProductType: 'D', requireFullAddress: true }).fullAddressNeeded).toBe(true);
    expect(checkAddress(simple, digital)).toMatchObject({ fullAddressNeeded: false, hasErrors: false });
  });

  it('checks what a digital address contains', () => {
    expect(checkAddress(address({ zipCode: '77933', city: 'lahr' }), digital)).toMatchObject({ hasErrors: false, cityCorrected: true });
    expect(checkAddress(address({ zipCode: '12345', city: 'Nirgendwo' }), digital).hasErrors).toBe(true);
  });

  describe('post office box', () => {
    const box = (fields: Record<string, string>) => ({ country: 'DE', postOfficeBox: '104452', postOfficeBoxZipCode: '70039', postOfficeBoxCity: 'Stuttgart', ...fields });

    it('accepts a box with digits, a zip code in the city region and a known city', () => {
      expect(checkAddress(box({}), print).hasErrors).toBe(false);
    });

    it('removes spaces from the box number and zip code and corrects the city spelling', () => {
      const result = checkAddress(box({ postOfficeBox: '10 44 52', postOfficeBoxZipCode: '70 039', postOfficeBoxCity: 'stuttgart' }), print);
      expect(result.address).toMatchObject({ postOfficeBox: '104452', postOfficeBoxZipCode: '70039', postOfficeBoxCity: 'Stuttgart' });
      expect(result).toMatchObject({ postOfficeBoxCorrected: true, postOfficeBoxZipCodeCorrected: true, postOfficeBoxCityCorrected: true, hasErrors: false });
    });

    it('flags a box number that is not digits, a foreign zip region and an unknown city', () => {
      expect(checkAddress(box({ postOfficeBox: 'A12' }), print).postOfficeBoxError).toBe(true);
      expect(checkAddress(box({ postOfficeBox: '12' }), print).postOfficeBoxError).toBe(true);
      expect(checkAddress(box({ postOfficeBoxZipCode: '80039' }), print).zipCodeError).toBe(true);
      expect(checkAddress(box({ postOfficeBoxZipCode: '7003' }), print).zipCodeError).toBe(true);
      expect(checkAddress(box({ postOfficeBoxCity: 'Atlantis' }), print).cityError).toBe(true);
    });
  });
});
