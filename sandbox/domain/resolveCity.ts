import { comparisonKey, isSimilarName } from './comparisonKey.ts';

/**
 * Finds the reference spelling of a typed city among `cities`: the same name written
 * differently first, else the only similar one (a typo, a prefix like "Esslingen" for
 * "Esslingen am Neckar", or one part like "Schwenningen" of "Villingen-Schwenningen").
 * Returns undefined when none or several fit.
 */
export function resolveCity(typed: string, cities: readonly string[]): string | undefined {
  const typedKey = comparisonKey(typed);
  if (typedKey.length === 0) return undefined;
  const same = cities.find((city) => comparisonKey(city) === typedKey);
  if (same !== undefined) return same;
  const similar = cities.filter(
    (city) =>
      isSimilarName(typed, city) ||
      (typedKey.length >= 4 && city.split(/[-/ ]/).some((part) => comparisonKey(part) === typedKey)),
  );
  return similar.length === 1 ? similar[0] : undefined;
}
