import type { CheckAddressesResponse } from '../api/checkAddresses.ts';
import type { AddressCorrectionOption } from '../api/entities/addressCorrectionOption.ts';
import { addressCheckMessages } from './incompleteAddressState.ts';

const kinds: readonly AddressKind[] = ['privateAddress', 'businessAddress', 'deliveryAddress', 'invoiceAddress'];
const correctable = ['street', 'zipCode', 'city', 'postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity'] as const;
const errorFlags = [
  ['streetError', 'street'],
  ['streetNumberError', 'streetNumber'],
  ['zipCodeError', 'zipCode'],
  ['cityError', 'city'],
  ['postOfficeBoxError', 'postOfficeBox'],
] as const;

/**
 * Turns an address-check answer into what the form does (funnel.md section 4, "Address check"):
 * a full address demanded; field errors (invalid); suggestions to choose from (suggested); the
 * service's own corrections taken over (changed); otherwise complete. With `ignore` (the reader
 * submitted again after a suggestion or correction) remaining suggestions are confirmed (ignored);
 * field errors still block.
 */
export function interpretAddressCheck(response: CheckAddressesResponse, ignore: boolean): AddressCheckOutcome {
  const corrections: Record<string, Record<string, string>> = {};
  const options: Record<string, AddressCorrectionOption[]> = {};
  const fieldErrors: Record<string, Record<string, string>> = {};
  let fullAddressNeeded = false;

  for (const kind of kinds) {
    const result = response.addressCheckResults[kind];
    if (!result) continue;
    if (result.fullAddressNeeded) fullAddressNeeded = true;
    const suggestions = [result.adrKorOptions, result.strKorOptions, result.plzOrtKorOptions]
      .flatMap((map) => Object.values(map ?? {}))
      .filter((option, index, all) => all.findIndex((other) => sameOption(other, option)) === index);
    if (suggestions.length > 0) options[kind] = suggestions;
    if (result.corrected && result.address) {
      const changed: Record<string, string> = {};
      for (const field of correctable) {
        const value = result.address[field];
        if (result[`${field}Corrected`] && typeof value === 'string') changed[field] = value;
      }
      if (Object.keys(changed).length > 0) corrections[kind] = changed;
    }
    if (result.hasErrors && suggestions.length === 0) {
      const errors: Record<string, string> = {};
      for (const [flag, field] of errorFlags) if (result[flag]) errors[field] = addressCheckMessages[flag];
      if (Object.keys(errors).length === 0) errors.street = addressCheckMessages.invalid;
      fieldErrors[kind] = errors;
    }
  }

  let state: AddressCheckState = 'complete';
  if (fullAddressNeeded) state = 'fullAddressNeeded';
  else if (Object.keys(fieldErrors).length > 0) state = 'invalid';
  else if (Object.keys(options).length > 0) state = ignore ? 'ignored' : 'suggested';
  else if (Object.keys(corrections).length > 0) state = ignore ? 'ignored' : 'changed';
  return { state, corrections, options, fieldErrors };
}

function sameOption(a: AddressCorrectionOption, b: AddressCorrectionOption): boolean {
  return a.street === b.street && a.zipCode === b.zipCode && a.city === b.city;
}

/** Address kinds the form sends. */
export type AddressKind = 'privateAddress' | 'businessAddress' | 'deliveryAddress' | 'invoiceAddress';

/** Check states of funnel.md section 4: changed, suggested, invalid, ignored, complete. */
type AddressCheckState = 'changed' | 'suggested' | 'invalid' | 'ignored' | 'complete' | 'fullAddressNeeded';

/** What the order form does with one check answer. */
export interface AddressCheckOutcome {
  readonly state: AddressCheckState;
  /** Field corrections the service made, per address kind; the form takes them over. */
  readonly corrections: Partial<Record<AddressKind, { readonly street?: string; readonly zipCode?: string; readonly city?: string; readonly postOfficeBox?: string; readonly postOfficeBoxZipCode?: string; readonly postOfficeBoxCity?: string }>>;
  /** Suggestions to choose from, per address kind (plzOrtKorOptions, strKorOptions, adrKorOptions merged). */
  readonly options: Partial<Record<AddressKind, readonly AddressCorrectionOption[]>>;
  /** Field errors per address kind, keyed by form field name. */
  readonly fieldErrors: Partial<Record<AddressKind, Readonly<Record<string, string>>>>;
}
