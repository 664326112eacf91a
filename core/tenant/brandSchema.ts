import { define, object, optional } from 'superstruct';
import type { ThemeColors } from '../theme/defineTheme.ts';

/** A colour token value: #rrggbb, so the contrast test can compute its luminance. */
const hexColor = () =>
  define<string>('hexColor', (value) =>
    typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? true : `expected a colour written #rrggbb, got ${JSON.stringify(value)}`,
  );

const cssLength = () =>
  define<string>('cssLength', (value) =>
    typeof value === 'string' && /^(0|\d+(\.\d+)?(px|rem))$/.test(value) ? true : `expected a length such as "4px" or "0.5rem", got ${JSON.stringify(value)}`,
  );

// `satisfies` keeps this list complete when a colour token is added to ThemeColors.
const colorTokens = {
  text: true, textMuted: true, background: true, surface: true, border: true, primary: true, onPrimary: true, primaryHover: true,
  accent: true, link: true, focus: true, headerFocus: true, error: true, errorSurface: true, success: true, successSurface: true,
  headerBackground: true, headerText: true, footerBackground: true, footerText: true,
} satisfies Record<keyof ThemeColors, true>;

/** The tenant's brand tokens (`BrandTokens`): any theme colour as #rrggbb, and a radius; unknown names are refused. */
export const brandSchema = object({
  colors: optional(object(Object.fromEntries(Object.keys(colorTokens).map((name) => [name, optional(hexColor())])))),
  radius: optional(cssLength()),
});
