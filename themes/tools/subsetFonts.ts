/**
 * Generator of the theme families' web fonts (`themes/<family>/fonts/*.woff2`): each face that a family's
 * fonts.css names is cut from its @fontsource Latin woff2 to the characters of `core/theme/fontCharacters.ts`,
 * without glyphs reachable only through OpenType substitutions (small caps, alternates) and without TrueType
 * hinting, which phones do not use. On sz's Start route that took the three faces from 53 kB to 37 kB.
 * The files are committed; run this when a family changes its fonts or the character set changes:
 *
 *   npm install --no-save subset-font@2 && node themes/tools/subsetFonts.ts
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fontCodePointRanges } from '../../core/theme/fontCharacters.ts';

/** The one subset-font call used here (the package is installed only to run this script). */
type SubsetFont = (font: Buffer, text: string, options: { targetFormat: 'woff2'; noLayoutClosure: boolean; noHinting: boolean }) => Promise<Buffer>;

const themesRoot = join(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** Each face of a family: the file fonts.css points at, and the @fontsource file of the same name it is cut from. */
function facesOf(family: string): { readonly target: string; readonly source: string }[] {
  const css = readFileSync(join(themesRoot, family, 'fonts.css'), 'utf8');
  return [...css.matchAll(/url\('\.\/fonts\/([^']+\.woff2)'\)\s*format\('woff2'\);\s*\/\*\s*from\s+(@fontsource\/[^\s*]+)\s*\*\//g)].map((match) => ({
    target: join(themesRoot, family, 'fonts', match[1]!),
    source: require.resolve(match[2]!),
  }));
}

async function main(): Promise<void> {
  const subsetFont = (await import('subset-font' as string)).default as SubsetFont;
  const text = fontCodePointRanges.flatMap(([first, last]) => Array.from({ length: last - first + 1 }, (_, index) => String.fromCodePoint(first + index))).join('');
  const families = readdirSync(themesRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'tools');
  for (const family of families) {
    for (const face of facesOf(family.name)) {
      const original = readFileSync(face.source);
      const subset = await subsetFont(original, text, { targetFormat: 'woff2', noLayoutClosure: true, noHinting: true });
      writeFileSync(face.target, subset);
      console.log(`${face.target}: ${original.length} → ${subset.length} bytes`);
    }
  }
}

await main();
