import { hasUnsafeCharacters } from '../api/entities/plainText.ts';
import type { OrderFormAddress } from './OrderFormAddress.ts';
import type { OrderFormAddressErrors } from './OrderFormAddressErrors.ts';
import { orderFormMaxLengths } from './orderFormMaxLengths.ts';
import { orderFormMessages } from './orderFormMessages.ts';
import { postcodeProblem } from './postcodeProblem.ts';
import { shownAddressVariant } from './shownAddressVariant.ts';
import { trimmedText } from './trimmedText.ts';

type LimitedField = keyof typeof orderFormMaxLengths & keyof OrderFormAddress;

const addressLimitedFields = [
  'street', 'city', 'zipCode', 'floor', 'additionalInfo', 'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity',
] as const satisfies readonly LimitedField[];

/**
 * Validates one address block (funnel.md section 5, "Order form"):
 * - salutation chosen (not empty, not '00');
 * - names by `names`: 'person' first and last name at least 2 each, 'company' company name at
 *   least 2, 'personOrCompany' the company rule when a company name is filled else the person rule,
 *   'none' for names that are not editable;
 * - with `requireFullAddress`, the variant the form shows (`shownAddressVariant`): a street
 *   address (street longer than 2, number at least 1, zip present, city longer than 2) or a post
 *   office box (box present, digits only, longer than 2; box city longer than 2; box zip present);
 *   the fields of the hidden variant get no errors;
 * - a filled post office box on screen is digits only even when the address is optional;
 * - a filled postcode of the shown variant fits its country's format (`postcodeProblem`), so a
 *   Dutch "1012 AB" passes when the Netherlands are chosen and the message names the format;
 * - country one of `countries`; the maximum lengths of `orderFormMaxLengths`;
 * - no field holds control characters, line breaks or bidirectional marks (checked first, as the server refuses them).
 */
export function validateOrderFormAddress(
  address: OrderFormAddress,
  options: {
    readonly countries: readonly string[];
    readonly requireFullAddress: boolean;
    readonly allowPostOfficeBox: boolean;
    readonly names: 'person' | 'company' | 'personOrCompany' | 'none';
  },
): OrderFormAddressErrors {
  const errors: OrderFormAddressErrors = {};
  const fail = (field: keyof OrderFormAddress, message: string) => {
    errors[field] ??= message;
  };
  const text = (field: keyof OrderFormAddress) => trimmedText(address[field]);
  for (const [field, value] of Object.entries(address)) {
    if (typeof value === 'string' && hasUnsafeCharacters(value)) fail(field as keyof OrderFormAddress, orderFormMessages.unsafeCharacters);
  }

  const salutation = text('salutation');
  if (salutation === '' || salutation === '00') fail('salutation', orderFormMessages.salutationRequired);

  const nameRule =
    options.names === 'personOrCompany' ? (text('companyName') === '' ? 'person' : 'company') : options.names;
  if (nameRule === 'person') {
    if (text('firstName').length < 2) fail('firstName', orderFormMessages.firstNameRequired);
    if (text('lastName').length < 2) fail('lastName', orderFormMessages.lastNameRequired);
  }
  if (nameRule === 'company' && text('companyName').length < 2) {
    fail('companyName', orderFormMessages.companyNameRequired);
  }

  const postOfficeBox = text('postOfficeBox');
  const usesPostOfficeBox = shownAddressVariant(address, options.allowPostOfficeBox) === 'postOfficeBox';
  if (postOfficeBox !== '' && usesPostOfficeBox && !/^\d{3,}$/.test(postOfficeBox)) {
    fail('postOfficeBox', orderFormMessages.postOfficeBoxFormat);
  }
  if (options.requireFullAddress && usesPostOfficeBox) {
    if (postOfficeBox === '') fail('postOfficeBox', orderFormMessages.postOfficeBoxRequired);
    if (text('postOfficeBoxZipCode') === '') fail('postOfficeBoxZipCode', orderFormMessages.postOfficeBoxZipCodeRequired);
    if (text('postOfficeBoxCity').length <= 2) fail('postOfficeBoxCity', orderFormMessages.postOfficeBoxCityRequired);
  }
  if (options.requireFullAddress && !usesPostOfficeBox) {
    if (text('street').length <= 2) fail('street', orderFormMessages.streetRequired);
    if (text('streetNumber') === '') fail('streetNumber', orderFormMessages.streetNumberRequired);
    if (text('zipCode') === '') fail('zipCode', orderFormMessages.zipCodeRequired);
    if (text('city').length <= 2) fail('city', orderFormMessages.cityRequired);
  }

  if (options.countries.length > 0 && !options.countries.includes(text('country'))) {
    fail('country', orderFormMessages.countryInvalid);
  }

  const limitedFields: LimitedField[] = [...addressLimitedFields];
  if (options.names !== 'none') limitedFields.push('firstName', 'lastName');
  if (options.names === 'company' || options.names === 'personOrCompany') limitedFields.push('companyName');
  for (const field of limitedFields) {
    const maxLength = orderFormMaxLengths[field];
    if (text(field).length > maxLength) fail(field, orderFormMessages.tooLong(maxLength));
  }
  // After the length rule, so an overlong postcode gets the length message.
  const zipField = usesPostOfficeBox ? 'postOfficeBoxZipCode' : 'zipCode';
  const zipProblem = postcodeProblem(address[zipField], address.country);
  if (zipProblem) fail(zipField, zipProblem);
  return errors;
}
