/** The prefix of every plugin's marker constant: `export const pluginMarker = 'aboflow-plugin:<id>'`. */
const markerPattern = /aboflow-plugin:([A-Za-z0-9][A-Za-z0-9_-]*)/g;

/**
 * The plugin ids whose marker string occurs in any of `texts` (bundle files or plugin sources).
 * Ids are read whole, so the marker of "bonus" is not mistaken for "bonus-cart" or the other way round.
 */
export function findPluginMarkers(texts: Iterable<string>): Set<string> {
  const ids = new Set<string>();
  for (const text of texts) {
    for (const match of text.matchAll(markerPattern)) ids.add(match[1]!);
  }
  return ids;
}
