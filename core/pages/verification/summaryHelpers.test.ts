import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/createI18n.ts';
import { tenantFixture } from '../../tenant/tenantFixture.ts';
import { addressLines } from './addressLines.ts';
import { maskIban } from './AccountRows.tsx';

describe('maskIban', () => {
  it('shows country, check digits and the last four characters only', () => {
    expect(maskIban('DE89370400440532013000')).toBe('DE89 **** **** **** **30 00');
    expect(maskIban('at61 1904 3002 3457 3201')).toBe('AT61 **** **** **** 3201');
    expect(maskIban('')).toBe('');
  });
});

describe('addressLines', () => {
  const countries = { DE: 'Deutschland', AT: 'Österreich' };
  const i18n = createI18n(tenantFixture.texts);

  it('lists name, street, additions and city; the country only abroad', () => {
    expect(
      addressLines({ salutation: '03', firstName: 'Erika', lastName: 'Mustermann', street: 'Hauptstr.', streetNumber: '5', additionalInfo: 'Hinterhaus', zipCode: '80331', city: 'München', country: 'DE' }, countries, i18n),
    ).toEqual(['Frau Erika Mustermann', 'Hauptstr. 5', 'Hinterhaus', '80331 München']);
    expect(addressLines({ salutation: '04', companyName: 'Muster GmbH', companySuffix1: 'Einkauf', street: 'Ring', streetNumber: '1', zipCode: '1010', city: 'Wien', country: 'AT' }, countries, i18n)).toEqual([
      'Muster GmbH', 'Einkauf', 'Ring 1', '1010 Wien', 'Österreich',
    ]);
  });

  it('puts the academic title between salutation and name, and none for "00"', () => {
    expect(addressLines({ salutation: '02', title: '03', firstName: 'Bruno', lastName: 'Beschenkt', street: 'Ring', streetNumber: '1', zipCode: '78628', city: 'Rottweil' }, countries, i18n)[0]).toBe('Herr Prof. Dr. Bruno Beschenkt');
    expect(addressLines({ salutation: '03', title: '00', firstName: 'Erika', lastName: 'Muster', street: 'Ring', streetNumber: '1', zipCode: '78628', city: 'Rottweil' }, countries, i18n)[0]).toBe('Frau Erika Muster');
  });

  it('uses the post office box when one is given', () => {
    expect(addressLines({ lastName: 'Muster', postOfficeBox: '1234', postOfficeBoxZipCode: '80001', postOfficeBoxCity: 'München', street: 'x', zipCode: '1' }, countries, i18n)).toEqual([
      'Muster', 'Postfach 1234', '80001 München',
    ]);
  });

  it('words the post office box through i18next, so the namespace of the instance decides the wording', () => {
    const worded = createI18n(tenantFixture.texts, [{ namespace: 'verificationAddress', texts: { postOfficeBox: 'Postfach Nr. {{postOfficeBox}}' } }]);
    const box = { lastName: 'Muster', postOfficeBox: ' 1234 ', postOfficeBoxZipCode: '80001', postOfficeBoxCity: 'München' };
    expect(addressLines(box, countries, worded)[1]).toBe('Postfach Nr. 1234');
    expect(i18n.hasResourceBundle('de', 'verificationAddress')).toBe(true);
  });
});
