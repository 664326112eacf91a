import { boolean, string } from 'superstruct';
import { plainText } from './plainText.ts';
import { maybe } from './maybe.ts';

/**
 * The fields of an address (funnel.md section 3), shared by the tolerant response shape and the
 * strict request shape. With `strict`, text fields carry the funnel's maximum lengths
 * (funnel.md section 5) and a generous bound where the spec gives none, and refuse control
 * characters, line breaks and bidirectional marks (plainText).
 */
export function addressFields(strict: boolean) {
  const text = (max: number) => maybe(strict ? plainText(max) : string());
  const flag = () => maybe(boolean());
  return {
    /** 'Straßenadresse' or 'Postfachadresse'; follows whether a post office box is filled. */
    addressType: text(20),
    addressNumber: text(20),
    /** Salutation code: 02 Herr, 03 Frau, 05 or 01 Neutral, 04 Firma, 00 please choose. */
    salutation: text(2),
    /** Academic title code; '00' means none. */
    title: text(4),
    firstName: text(35),
    lastName: text(35),
    companyName: text(35),
    companySuffix1: text(35),
    companySuffix2: text(35),
    companySuffix3: text(35),
    email: text(254),
    phone: text(30),
    businessPhone: text(30),
    mobilePhone: text(30),
    /** ISO 3166 alpha-2 code, default DE. */
    country: text(2),
    /** Region; default '-' or 'EG'. */
    district: text(10),
    street: text(35),
    streetNumber: text(10),
    floor: text(6),
    room: text(10),
    additionalInfo: text(50),
    addressAddition: text(50),
    zipCode: text(10),
    city: text(35),
    postOfficeBox: text(10),
    postOfficeBoxZipCode: text(10),
    postOfficeBoxCity: text(35),
    nameEditable: flag(),
    mailDeliverySelected: flag(),
    /** Business addresses only. */
    majorCustomerZipCode: text(10),
    /** Business addresses only. */
    majorCustomerCity: text(35),
    businessAddress: flag(),
  };
}
