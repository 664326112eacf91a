import type { OrderFormAddress } from './OrderFormAddress.ts';

/**
 * The values of the second person's address form that precedes the order form (funnel.md
 * section 2, step 3): a person's address block of the order form, street or post office box, with
 * the e-mail address.
 */
export type SecondPersonFormValues = Pick<
  OrderFormAddress,
  | 'salutation' | 'firstName' | 'lastName' | 'addressType' | 'street' | 'streetNumber' | 'floor' | 'room' | 'additionalInfo'
  | 'zipCode' | 'city' | 'postOfficeBox' | 'postOfficeBoxZipCode' | 'postOfficeBoxCity' | 'country'
> & { email?: string };
