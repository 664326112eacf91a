import type { AddressCheckResult, AddressCorrectionOption, CheckableAddress } from './AddressCheckResult.ts';
import type { ReferenceStreet } from './addressReference.ts';
import { addressReference } from './addressReference.ts';
import { comparisonKey, isSimilarName } from './comparisonKey.ts';
import { editDistance } from './editDistance.ts';
import { resolveCity } from './resolveCity.ts';

/** What the address check needs to know about the campaign. */
export type AddressCheckOptions = {
  /** D digital, M magazine, P print (funnel.md section 3, printProductType). */
  readonly printProductType: 'D' | 'M' | 'P';
  /** The campaign demands a full postal address even for a digital product. */
  readonly requireFullAddress: boolean;
};

type CorrectableField =
  | 'street' | 'zipCode' | 'city' | 'postOfficeBox' | 'postOfficeBoxZipCode' | 'postOfficeBoxCity' | 'district';

// The mutable working state of one check; turned into the read-only result at the end.
type Findings = {
  fullAddressNeeded: boolean;
  streetError: boolean;
  streetNumberError: boolean;
  cityError: boolean;
  zipCodeError: boolean;
  postOfficeBoxError: boolean;
  changes: Partial<Record<CorrectableField, string>>;
  plzOrtKorOptions: Record<string, AddressCorrectionOption>;
  strKorOptions: Record<string, AddressCorrectionOption>;
  adrKorOptions: Record<string, AddressCorrectionOption>;
};

const MAX_OPTIONS = 10;
const ZIP_CODE = /^\d{5}$/;
// "12", "12a", "12 a", "12-14", "12/1", "12a-12c"
const STREET_NUMBER = /^\d{1,4}\s?[a-zA-Z]?(\s?[-/]\s?\d{0,4}\s?[a-zA-Z]?)?$/;

const text = (value: string | null | undefined): string => (value ?? '').trim();

/**
 * Checks one address against the sandbox's German address reference set
 * (funnel.md sections 3 and 4, Address check).
 *
 * - Addresses outside Germany are accepted as entered.
 * - Print and magazine campaigns (or `requireFullAddress`) without a complete street or
 *   post-office-box address get `fullAddressNeeded`.
 * - The same name written differently (case, umlauts, "Str.") and a wrong zip code that the
 *   city's street determines uniquely are corrected automatically (`corrected`, `*Corrected`).
 * - A known zip code with a wrong city offers the zip code's cities (`plzOrtKorOptions`), a
 *   misspelled street similar streets of the zip code (`strKorOptions`), a street that belongs
 *   to another zip code of the city full candidates (`adrKorOptions`).
 * - Nothing close sets the error flags.
 */
export function checkAddress<A extends CheckableAddress>(
  address: A,
  options: AddressCheckOptions,
  reference: readonly ReferenceStreet[] = addressReference,
): AddressCheckResult<A> {
  const findings: Findings = {
    fullAddressNeeded: false,
    streetError: false,
    streetNumberError: false,
    cityError: false,
    zipCodeError: false,
    postOfficeBoxError: false,
    changes: {},
    plzOrtKorOptions: {},
    strKorOptions: {},
    adrKorOptions: {},
  };
  const country = text(address.country).toUpperCase() || 'DE';
  if (country !== 'DE') return toResult(address, findings);

  const fullAddressRequired = options.printProductType !== 'D' || options.requireFullAddress;
  const isPostOfficeBox = text(address.postOfficeBox) !== '';
  if (fullAddressRequired && !hasFullStreetAddress(address) && !hasFullPostOfficeBoxAddress(address)) {
    findings.fullAddressNeeded = true;
    return toResult(address, findings);
  }
  if (isPostOfficeBox) checkPostOfficeBox(address, reference, findings);
  else checkStreetAddress(address, reference, findings);
  return toResult(address, findings);
}

function hasFullStreetAddress(address: CheckableAddress): boolean {
  return [address.street, address.streetNumber, address.zipCode, address.city].every((v) => text(v) !== '');
}

function hasFullPostOfficeBoxAddress(address: CheckableAddress): boolean {
  return [address.postOfficeBox, address.postOfficeBoxZipCode, address.postOfficeBoxCity].every((v) => text(v) !== '');
}

function checkStreetAddress(address: CheckableAddress, reference: readonly ReferenceStreet[], findings: Findings): void {
  const street = text(address.street);
  const streetNumber = text(address.streetNumber);
  const zipCode = text(address.zipCode);
  const city = text(address.city);
  if (streetNumber !== '' && !STREET_NUMBER.test(streetNumber)) findings.streetNumberError = true;
  // A digital campaign's simple address may lack zip code and city: nothing to check against.
  if (zipCode === '' && city === '') return;

  const zipEntries = ZIP_CODE.test(zipCode) ? reference.filter((entry) => entry.zipCode === zipCode) : [];
  const allCities = unique(reference.map((entry) => entry.city));
  let resolvedCity: string | undefined;
  let zipCodeFitsCity = false;

  if (zipEntries.length > 0) {
    const zipCities = unique(zipEntries.map((entry) => entry.city));
    resolvedCity = resolveCity(city, zipCities);
    zipCodeFitsCity = resolvedCity !== undefined;
    if (resolvedCity === undefined) {
      resolvedCity = resolveCity(city, allCities);
      if (resolvedCity === undefined) {
        findings.cityError = true;
        findings.plzOrtKorOptions = toOptions(zipCities.map((zipCity) => ({ street, zipCode, city: zipCity })));
        return;
      }
    }
  } else {
    resolvedCity = resolveCity(city, allCities);
    if (resolvedCity === undefined) {
      findings.zipCodeError = true;
      findings.cityError = true;
      return;
    }
  }
  if (resolvedCity !== city) findings.changes.city = resolvedCity;

  const cityEntries = reference.filter((entry) => entry.city === resolvedCity);
  if (street === '') {
    if (!zipCodeFitsCity) findings.zipCodeError = true;
    return;
  }
  const streetKey = comparisonKey(street);
  const sameStreetInCity = cityEntries.filter((entry) => comparisonKey(entry.street) === streetKey);
  const bySimilarity = (entries: readonly ReferenceStreet[]) =>
    entries
      .filter((entry) => isSimilarName(street, entry.street))
      .sort((a, b) => editDistance(streetKey, comparisonKey(a.street)) - editDistance(streetKey, comparisonKey(b.street)));

  if (zipCodeFitsCity) {
    const inZip = cityEntries.filter((entry) => entry.zipCode === zipCode);
    const exact = inZip.find((entry) => comparisonKey(entry.street) === streetKey);
    if (exact !== undefined) return acceptStreet(exact, address, findings);
    if (sameStreetInCity.length > 0) {
      findings.zipCodeError = true;
      findings.adrKorOptions = toOptions(sameStreetInCity);
      return;
    }
    const similarInZip = bySimilarity(inZip);
    if (similarInZip.length > 0) {
      findings.streetError = true;
      findings.strKorOptions = toOptions(similarInZip);
      return;
    }
    const similarInCity = bySimilarity(cityEntries);
    findings.streetError = true;
    if (similarInCity.length > 0) findings.adrKorOptions = toOptions(similarInCity);
    return;
  }

  const [onlyCandidate] = sameStreetInCity;
  if (sameStreetInCity.length === 1 && onlyCandidate !== undefined) {
    findings.changes.zipCode = onlyCandidate.zipCode;
    return acceptStreet(onlyCandidate, address, findings);
  }
  findings.zipCodeError = true;
  if (sameStreetInCity.length > 1) {
    findings.adrKorOptions = toOptions(sameStreetInCity);
    return;
  }
  findings.streetError = true;
  const similarInCity = bySimilarity(cityEntries);
  if (similarInCity.length > 0) findings.adrKorOptions = toOptions(similarInCity);
}

// The street exists: take over its reference spelling, check the house number range, derive the region.
function acceptStreet(entry: ReferenceStreet, address: CheckableAddress, findings: Findings): void {
  if (entry.street !== text(address.street)) findings.changes.street = entry.street;
  const number = Number.parseInt(text(address.streetNumber), 10);
  const range = entry.houseNumbers;
  if (range !== undefined && Number.isFinite(number) && (number < range.from || number > range.to)) {
    findings.streetNumberError = true;
  }
  const district = text(address.district);
  // '-' (none) and 'EG' (automatic by address) are the form's defaults (funnel.md section 3): the street decides.
  if (entry.district !== undefined && (district === '' || district === '-' || district === 'EG')) findings.changes.district = entry.district;
}

function checkPostOfficeBox(address: CheckableAddress, reference: readonly ReferenceStreet[], findings: Findings): void {
  const box = text(address.postOfficeBox);
  const boxDigits = box.replace(/\s/g, '');
  if (!/^\d{3,10}$/.test(boxDigits)) findings.postOfficeBoxError = true;
  else if (boxDigits !== box) findings.changes.postOfficeBox = boxDigits;

  const boxZipTyped = text(address.postOfficeBoxZipCode);
  const boxZip = boxZipTyped.replace(/\s/g, '');
  const boxZipValid = ZIP_CODE.test(boxZip);
  if (!boxZipValid) findings.zipCodeError = true;
  else if (boxZip !== boxZipTyped) findings.changes.postOfficeBoxZipCode = boxZip;

  const boxCityTyped = text(address.postOfficeBoxCity);
  const boxCity = resolveCity(boxCityTyped, unique(reference.map((entry) => entry.city)));
  if (boxCity === undefined) {
    findings.cityError = true;
    return;
  }
  if (boxCity !== boxCityTyped) findings.changes.postOfficeBoxCity = boxCity;
  // Post office boxes have zip codes of their own, but always in the city's two-digit zip region.
  const regions = new Set(reference.filter((entry) => entry.city === boxCity).map((entry) => entry.zipCode.slice(0, 2)));
  if (boxZipValid && !regions.has(boxZip.slice(0, 2))) findings.zipCodeError = true;
}

function toOptions(candidates: readonly { street: string; zipCode: string; city: string }[]): Record<string, AddressCorrectionOption> {
  const options: Record<string, AddressCorrectionOption> = {};
  const seen = new Set<string>();
  for (const candidate of candidates) {
    const signature = `${candidate.street}|${candidate.zipCode}|${candidate.city}`;
    if (seen.has(signature)) continue;
    seen.add(signature);
    const id = String(seen.size);
    options[id] = { id, city: candidate.city, street: candidate.street, zipCode: candidate.zipCode };
    if (seen.size === MAX_OPTIONS) break;
  }
  return options;
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

function toResult<A extends CheckableAddress>(address: A, findings: Findings): AddressCheckResult<A> {
  const { changes } = findings;
  const changed = (field: CorrectableField) => changes[field] !== undefined;
  const correctedFlags = {
    streetCorrected: changed('street'),
    zipCodeCorrected: changed('zipCode'),
    cityCorrected: changed('city'),
    postOfficeBoxCorrected: changed('postOfficeBox'),
    postOfficeBoxCityCorrected: changed('postOfficeBoxCity'),
    postOfficeBoxZipCodeCorrected: changed('postOfficeBoxZipCode'),
  };
  const errorFlags = {
    streetError: findings.streetError,
    streetNumberError: findings.streetNumberError,
    cityError: findings.cityError,
    zipCodeError: findings.zipCodeError,
    postOfficeBoxError: findings.postOfficeBoxError,
  };
  const hasOptions = [findings.plzOrtKorOptions, findings.strKorOptions, findings.adrKorOptions].some(
    (options) => Object.keys(options).length > 0,
  );
  return {
    // The spread keeps every field of the caller's address type; only checked string fields change.
    address: { ...address, ...changes } as A,
    fullAddressNeeded: findings.fullAddressNeeded,
    hasErrors: findings.fullAddressNeeded || hasOptions || Object.values(errorFlags).some(Boolean),
    corrected: Object.values(correctedFlags).some(Boolean),
    ...errorFlags,
    ...correctedFlags,
    plzOrtKorOptions: findings.plzOrtKorOptions,
    strKorOptions: findings.strKorOptions,
    adrKorOptions: findings.adrKorOptions,
  };
}
