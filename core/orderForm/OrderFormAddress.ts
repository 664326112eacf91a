/**
 * One address block of the order form (funnel.md section 3, "Address"), as react-final-form
 * holds it: a cleared input becomes `undefined`, so every text field is optional.
 */
export interface OrderFormAddress {
  /** Salutation code: 02 Herr, 03 Frau, 05 or 01 Neutral, 04 Firma, 00 please choose (default). */
  salutation?: string;
  /** Academic title code; '00' (default) means none. */
  title?: string;
  firstName?: string;
  lastName?: string;
  companyName?: string;
  companySuffix1?: string;
  companySuffix2?: string;
  companySuffix3?: string;
  /** Follows whether a post office box is filled; see `addressTypeOf`. */
  addressType?: 'street' | 'postOfficeBox';
  street?: string;
  streetNumber?: string;
  floor?: string;
  room?: string;
  additionalInfo?: string;
  addressAddition?: string;
  zipCode?: string;
  city?: string;
  postOfficeBox?: string;
  postOfficeBoxZipCode?: string;
  postOfficeBoxCity?: string;
  /** ISO country code; one of the campaign's offered countries. */
  country?: string;
  /** Region of the address: '-' none, 'EG' automatic by address, or a district code (see `defaultDistrict`). */
  district?: string;
}
