import type { OrderFormAddress } from './OrderFormAddress.ts';

/** The default country of an address: DE if offered, else the first option (funnel.md section 3). */
function defaultCountry(countries: readonly string[]): string {
  if (countries.includes('DE')) return 'DE';
  return countries[0] ?? '';
}

/**
 * An empty address block: salutation and title '00', country DE if offered else the first option,
 * district '-' unless the campaign's default is given (funnel.md sections 3 and 9, `defaultDistrict`).
 */
export function emptyOrderFormAddress(countries: readonly string[], district = '-'): OrderFormAddress {
  return {
    salutation: '00',
    title: '00',
    firstName: '',
    lastName: '',
    companyName: '',
    companySuffix1: '',
    companySuffix2: '',
    companySuffix3: '',
    addressType: 'street',
    street: '',
    streetNumber: '',
    floor: '',
    room: '',
    additionalInfo: '',
    addressAddition: '',
    zipCode: '',
    city: '',
    postOfficeBox: '',
    postOfficeBoxZipCode: '',
    postOfficeBoxCity: '',
    country: defaultCountry(countries),
    district,
  };
}
