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
