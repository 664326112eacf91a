import { editDistance } from './editDistance.ts';

/**
 * Reduces a street or city name to a key that ignores case, umlaut spelling
 * (ä / ae / a), ß / ss, the abbreviations "Str." and "Pl.", spaces, hyphens and dots.
 * Two names with the same key are the same name written differently.
 */
export function comparisonKey(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFC')
    .replace(/str\.?(?=[\s-]|$)/g, 'strasse')
    .replace(/pl\.(?=[\s-]|$)/g, 'platz')
    .replace(/ß/g, 'ss')
    .replace(/ä|ae/g, 'a')
    .replace(/ö|oe/g, 'o')
    .replace(/ü|ue/g, 'u')
    .replace(/[^a-z0-9]/g, '');
}

/**
 * Whether a typed name is close enough to a reference name to offer it as a
 * correction: a small edit distance (1 for short names, 2 up to 12 characters,
 * 3 beyond) or a typed prefix of at least 4 characters.
 */
export function isSimilarName(typed: string, reference: string): boolean {
  const typedKey = comparisonKey(typed);
  const referenceKey = comparisonKey(reference);
  if (typedKey.length === 0) return false;
  if (typedKey === referenceKey) return true;
  if (typedKey.length >= 4 && referenceKey.startsWith(typedKey)) return true;
  const longer = Math.max(typedKey.length, referenceKey.length);
  const allowed = longer <= 5 ? 1 : longer <= 12 ? 2 : 3;
  return editDistance(typedKey, referenceKey) <= allowed;
}
