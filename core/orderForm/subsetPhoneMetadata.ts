import type { MetadataJson } from 'libphonenumber-js/core';

/**
 * The part of libphonenumber-js's metadata that reads numbers of the given countries: their country entries,
 * their calling codes (with the listed countries only) and no non-geographic numbers. A checkout that
 * delivers to fifteen countries does not ship the rules of 245.
 */
export function subsetPhoneMetadata(metadata: MetadataJson, countries: readonly string[]): MetadataJson {
  const wanted = new Set(countries);
  const source = metadata as unknown as {
    readonly version: number;
    readonly country_calling_codes: Readonly<Record<string, readonly string[]>>;
    readonly countries: Readonly<Record<string, unknown>>;
  };
  const callingCodes = Object.fromEntries(
    Object.entries(source.country_calling_codes).flatMap(([code, list]) => {
      const kept = list.filter((country) => wanted.has(country));
      return kept.length > 0 ? [[code, kept]] : [];
    }),
  );
  const entries = Object.fromEntries([...wanted].sort().flatMap((country) => (country in source.countries ? [[country, source.countries[country]]] : [])));
  return { version: source.version, country_calling_codes: callingCodes, countries: entries, nonGeographic: {} } as unknown as MetadataJson;
}
