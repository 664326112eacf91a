import type { ThemeColors, ThemeTokens } from './defineTheme.ts';

/**
 * A tenant's refinement of its theme family: its own colours (any subset of the theme's colour tokens)
 * and, where the brand wants it, its own corner radius. Type scale, fonts and layout stay the family's.
 */
export interface BrandTokens {
  readonly colors?: Partial<ThemeColors>;
  readonly radius?: string;
}

/** The tokens a tenant's pages use: its theme's tokens with the tenant's brand tokens laid over them. */
export function mergeBrandTokens(theme: ThemeTokens, brand: BrandTokens | undefined): ThemeTokens {
  if (!brand) return theme;
  return {
    ...theme,
    colors: { ...theme.colors, ...brand.colors },
    radius: brand.radius ?? theme.radius,
  };
}
