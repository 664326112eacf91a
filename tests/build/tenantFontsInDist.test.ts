import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../cli/listFiles.ts';
import { listTenantKeys } from '../../cli/listTenantKeys.ts';
import { loadTenant } from '../../cli/loadTenant.ts';
import type { Tenant } from '../../core/tenant/defineTenant.ts';
import { projectPaths } from './projectPaths.ts';
import { requireBuiltBundle } from './requireBuiltBundle.ts';

const tenantKeys = listTenantKeys(projectPaths.tenantsRoot);
const themesRoot = join(projectPaths.projectRoot, 'themes');
const tenants = new Map<string, Tenant>();

/** The woff2 base names (without the build hash) a theme family's fonts.css names. */
function familyFonts(theme: string): string[] {
  const css = readFileSync(join(themesRoot, theme, 'fonts.css'), 'utf8');
  return [...css.matchAll(/url\('[^']*\/([^/']+)\.woff2'\)/g)].map((match) => match[1]!).sort();
}

/** The font files in a bundle, without the build hash: "source-sans-3-latin-400-normal". */
function bundleFonts(dir: string): { woff2: string[]; other: string[] } {
  const files = listFiles(dir, ['.woff2', '.woff', '.ttf', '.otf', '.eot']);
  const strip = (file: string) =>
    file
      .split(/[\\/]/)
      .pop()!
      .replace(/\.[0-9a-f]{6,}\.woff2$/, '');
  return {
    woff2: files
      .filter((file) => file.endsWith('.woff2'))
      .map(strip)
      .sort(),
    other: files.filter((file) => !file.endsWith('.woff2')),
  };
}

beforeAll(async () => {
  for (const key of tenantKeys) tenants.set(key, (await loadTenant(projectPaths.tenantsRoot, key)) as Tenant);
}, 60_000);

describe('web fonts in the tenant bundles', () => {
  const families = readdirSync(themesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'tools')
    .map((entry) => entry.name);

  it.each(families)('the %s family names Latin woff2 files only, one serif and one sans', (family) => {
    const fonts = familyFonts(family);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const font of fonts) expect(font).toMatch(/-latin-\d00-normal$/);
    expect(new Set(fonts.map((font) => font.replace(/-latin-.*$/, ''))).size).toBe(2);
  });

  it.each(tenantKeys)('%s carries exactly its own family’s woff2 files and no other font format', (key) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, key);
    const { woff2, other } = bundleFonts(dir);
    expect(other).toEqual([]);
    expect(woff2).toEqual(familyFonts(tenants.get(key)!.theme.name));
  });

  it.each(tenantKeys)('%s preloads its family’s body faces (regular and semibold) in index.html, and not the heading face', (key) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, key);
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
      .map((match) => match[0])
      .filter((tag) => tag.includes('as="font"'));
    for (const preload of preloads) {
      expect(preload).toContain('type="font/woff2"');
      expect(preload).toContain('crossorigin');
    }
    const files = preloads.map((preload) => /href="([^"]+)"/.exec(preload)![1]!.split('/').pop()!);
    for (const file of files) expect(readdirSync(join(dir, 'static', 'font'))).toContain(file);
    // The sans faces are the 400 and the 600; the heading face is the family's only 700.
    const body = familyFonts(tenants.get(key)!.theme.name).filter((font) => /-(400|600)-normal$/.test(font));
    expect(body).toHaveLength(2);
    expect(files.map((file) => file.replace(/\.[0-9a-f]{6,}\.woff2$/, '')).sort()).toEqual([...body].sort());
  });

  it.each(tenantKeys)('%s declares its fonts with font-display: swap', (key) => {
    const dir = requireBuiltBundle(projectPaths.distRoot, key);
    const css = listFiles(dir, ['.css'])
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const faces = css.match(/@font-face\s*{[^}]*}/g) ?? [];
    expect(faces.length).toBe(familyFonts(tenants.get(key)!.theme.name).length);
    for (const face of faces) expect(face).toMatch(/font-display:\s*swap/);
  });
});
