import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { mergeBrandTokens } from '../core/theme/brandTokens.ts';
import { contrastPairs } from '../core/theme/contrastPairs.ts';
import type { Theme, ThemeColors } from '../core/theme/defineTheme.ts';
import { loadTenantPackage, tenantKeys } from '../tests/support/tenantPackages.ts';

/** sRGB channel (0-255) to linear light, WCAG 2.1 definition of relative luminance. */
function linear(channel: number): number {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2.1 relative luminance: L = 0.2126 R + 0.7152 G + 0.0722 B on linearised channels. */
function relativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`"${hex}" is not a #rrggbb colour`);
  const [r, g, b] = [match[1], match[2], match[3]].map((part) => linear(parseInt(part!, 16)));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2.1 contrast ratio (L1 + 0.05) / (L2 + 0.05), L1 the lighter colour. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (lighter! + 0.05) / (darker! + 0.05);
}

/** Every pair of `contrastPairs` below its WCAG minimum, as "foreground on background: ratio < minimum". */
function failingPairs(colors: ThemeColors): string[] {
  return contrastPairs
    .map((pair) => ({ ...pair, ratio: contrastRatio(colors[pair.foreground], colors[pair.background]) }))
    .filter((pair) => pair.ratio < pair.minimum)
    .map((pair) => `${pair.foreground} on ${pair.background}: ${pair.ratio.toFixed(2)} < ${pair.minimum}`);
}

const themesDir = fileURLToPath(new URL('.', import.meta.url));
const themeFolders = readdirSync(themesDir).filter((entry) => statSync(join(themesDir, entry)).isDirectory() && entry !== 'tools');

async function loadTheme(folder: string): Promise<Theme> {
  const module = (await import(`./${folder}/index.ts`)) as Record<string, unknown>;
  const themes = Object.values(module).filter(
    (value): value is Theme => typeof value === 'object' && value !== null && (value as Theme).kind === 'theme',
  );
  expect(themes, `themes/${folder}/index.ts must export exactly one theme`).toHaveLength(1);
  return themes[0]!;
}

const tenantColors = new Map<string, ThemeColors>();

/** A tenant's colours as its pages get them: its theme's tokens with its brand tokens laid over them. */
function loadTenantColors(key: string): ThemeColors {
  return tenantColors.get(key)!;
}

describe('contrastRatio', () => {
  it('follows the WCAG 2.1 formula', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known lightest grey that passes AA for text.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('reports the one pair that fails, with its ratio', () => {
    const failing = failingPairs({
      text: '#000000', textMuted: '#000000', background: '#ffffff', surface: '#ffffff', border: '#000000', primary: '#000000',
      onPrimary: '#ffffff', primaryHover: '#000000', accent: '#000000', link: '#000000', focus: '#000000', headerFocus: '#ffff00',
      error: '#000000', errorSurface: '#ffffff', success: '#000000', successSurface: '#ffffff', headerBackground: '#ffffff',
      headerText: '#000000', footerBackground: '#ffffff', footerText: '#000000',
    });
    expect(failing).toEqual([`headerFocus on headerBackground: ${contrastRatio('#ffff00', '#ffffff').toFixed(2)} < 3`]);
  });
});

describe('themes', () => {
  it('has at least three themes', () => {
    expect(themeFolders.length).toBeGreaterThanOrEqual(3);
  });

  it.each(themeFolders)('%s is named after its folder and uses #rrggbb colours', async (folder) => {
    const theme = await loadTheme(folder);
    expect(theme.name).toBe(folder);
    for (const [token, value] of Object.entries(theme.tokens.colors)) {
      expect(value, `${folder}.colors.${token}`).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it.each(themeFolders)('%s meets the WCAG AA ratio of every colour pair on screen', async (folder) => {
    const { tokens } = await loadTheme(folder);
    expect(failingPairs(tokens.colors)).toEqual([]);
  });
});

describe('tenant brands', () => {
  // The first import of a tenant module loads all of core and the plugins: once, up front, with a time-out of its own.
  beforeAll(async () => {
    for (const key of tenantKeys) {
      const tenant = await loadTenantPackage(key);
      tenantColors.set(key, mergeBrandTokens(tenant.theme.tokens, tenant.brand).colors);
    }
  }, 60_000);

  it.each(tenantKeys)('%s: its theme tokens merged with its brand tokens meet every WCAG AA pair (page, header, footer)', (key) => {
    expect(failingPairs(loadTenantColors(key))).toEqual([]);
  });

  it('gives every tenant its own primary colour and its own header treatment (bar colour + accent rule)', () => {
    const brands = tenantKeys.map((key) => ({ key, colors: loadTenantColors(key) }));
    const primaries = brands.map((brand) => brand.colors.primary.toLowerCase());
    const headers = brands.map((brand) => `${brand.colors.headerBackground}/${brand.colors.accent}`.toLowerCase());
    expect(new Set(primaries).size, `primaries: ${primaries.join(', ')}`).toBe(brands.length);
    expect(new Set(headers).size, `headers: ${headers.join(', ')}`).toBe(brands.length);
  });
});
