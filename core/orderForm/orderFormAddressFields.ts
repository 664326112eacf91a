import type { OrderFormAddress } from './OrderFormAddress.ts';

/** The field names of an address block (funnel.md section 3, "Address"), to copy an address out of the flat order-form values. */
export const orderFormAddressFields = [
  'salutation', 'title', 'firstName', 'lastName', 'companyName', 'companySuffix1', 'companySuffix2',
  'companySuffix3', 'addressType', 'street', 'streetNumber', 'floor', 'room', 'additionalInfo',
  'addressAddition', 'zipCode', 'city', 'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity', 'country', 'district',
] as const satisfies readonly (keyof OrderFormAddress)[];
