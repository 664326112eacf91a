import { defaultCountry } from './defaultCountry.ts';
import type { OrderFormAddress } from './OrderFormAddress.ts';

/** An empty address block: salutation and title '00', country DE if offered else the first option (funnel.md sections 3 and 9). */
export function emptyOrderFormAddress(countries: readonly string[]): OrderFormAddress {
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
  };
}
