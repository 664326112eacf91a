import { boolean, record, string, type } from 'superstruct';
import { address } from './address.ts';
import { addressCorrectionOption } from './addressCorrectionOption.ts';
import { maybe } from './maybe.ts';

const flag = () => maybe(boolean());
const options = () => maybe(record(string(), addressCorrectionOption));

/**
 * The check result of one address (funnel.md section 3). `address` is the address as the service
 * corrected it; the `*Corrected` flags name the fields it changed. The option maps are keyed by
 * the option id.
 */
export const addressCheckResult = type({
  address: maybe(address),
  fullAddressNeeded: flag(),
  hasErrors: flag(),
  corrected: flag(),
  streetError: flag(),
  streetNumberError: flag(),
  cityError: flag(),
  zipCodeError: flag(),
  postOfficeBoxError: flag(),
  streetCorrected: flag(),
  zipCodeCorrected: flag(),
  cityCorrected: flag(),
  postOfficeBoxCorrected: flag(),
  postOfficeBoxCityCorrected: flag(),
  postOfficeBoxZipCodeCorrected: flag(),
  /** Zip code and city suggestions. */
  plzOrtKorOptions: options(),
  /** Street suggestions for the zip code and city. */
  strKorOptions: options(),
  /** Whole-address suggestions. */
  adrKorOptions: options(),
});
