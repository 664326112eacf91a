import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { coreTexts } from '../core/i18n/coreTexts.ts';
import { fontUnicodeRange, isFontCodePoint } from '../core/theme/fontCharacters.ts';
import type { Tenant } from '../core/tenant/defineTenant.ts';
import { loadTenantPackage, tenantKeys } from '../tests/support/tenantPackages.ts';
import { readWoff2CodePoints } from './tools/readWoff2CodePoints.ts';

const themesRoot = fileURLToPath(new URL('.', import.meta.url));
const require = createRequire(import.meta.url);
const families = readdirSync(themesRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory() && entry.name !== 'tools').map((entry) => entry.name);

/** The @font-face rules of a family's fonts.css: the subset file, the @fontsource file it was cut from, its unicode-range. */
function facesOf(family: string) {
  const css = readFileSync(join(themesRoot, family, 'fonts.css'), 'utf8');
  return (css.match(/@font-face\s*{[^}]*}/g) ?? []).map((rule) => ({
    file: /url\('\.\/fonts\/([^']+\.woff2)'\)/.exec(rule)?.[1],
    source: /\/\*\s*from\s+(@fontsource\/[^\s*]+)\s*\*\//.exec(rule)?.[1],
    unicodeRange: /unicode-range:\s*([^;]+);/.exec(rule)?.[1],
  }));
}

/** Every string in a nested text object. */
function stringsOf(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsOf);
  return [];
}

/** The characters of `texts` the web fonts lack (line breaks aside), each once. */
function missingCharacters(texts: readonly string[]): string[] {
  const missing = new Set<string>();
  for (const text of texts) for (const character of text) if (!/\s/.test(character) && !isFontCodePoint(character.codePointAt(0)!)) missing.add(character);
  return [...missing];
}

describe('the theme families’ web fonts', () => {
  it.each(families)('%s: every face is a subset file cut from its @fontsource font, declared with the subset’s unicode-range', (family) => {
    const faces = facesOf(family);
    expect(faces.length).toBe(3);
    for (const face of faces) {
      expect(face.file).toBeDefined();
      expect(face.source).toBeDefined();
      expect(face.unicodeRange).toBe(fontUnicodeRange);
      expect(face.source!.endsWith(`/${face.file}`)).toBe(true);
    }
  });

  it.each(families)('%s: each subset keeps exactly the characters of the set its source font has, and is smaller', (family) => {
    for (const face of facesOf(family)) {
      const subsetFile = join(themesRoot, family, 'fonts', face.file!);
      const sourceFile = require.resolve(face.source!);
      const subset = readWoff2CodePoints(readFileSync(subsetFile));
      const expected = [...readWoff2CodePoints(readFileSync(sourceFile))].filter(isFontCodePoint).sort((a, b) => a - b);
      expect([...subset].sort((a, b) => a - b), face.file).toEqual(expected);
      // German needs its umlauts, ß, the quotation marks and the euro sign.
      for (const character of 'äöüÄÖÜß„“–€') expect(subset.has(character.codePointAt(0)!), `${face.file} ${character}`).toBe(true);
      expect(statSync(subsetFile).size).toBeLessThan(statSync(sourceFile).size);
    }
  });
});

describe('texts in the web fonts’ characters', () => {
  const tenants = new Map<string, Tenant>();
  beforeAll(async () => {
    for (const key of tenantKeys) tenants.set(key, await loadTenantPackage(key));
  }, 60_000);

  it('core’s texts use only characters the web fonts carry', () => {
    expect(missingCharacters(stringsOf(coreTexts))).toEqual([]);
  });

  it.each(tenantKeys)('%s: its texts and page texts use only characters the web fonts carry', async (key) => {
    const tenant = tenants.get(key)!;
    expect(missingCharacters([...stringsOf(tenant.texts), ...stringsOf(await tenant.pageTexts())])).toEqual([]);
  });
});
