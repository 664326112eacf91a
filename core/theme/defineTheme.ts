/** Colour tokens of a theme; every value is a hex colour (#rrggbb). */
export interface ThemeColors {
  readonly text: string;
  readonly textMuted: string;
  readonly background: string;
  readonly surface: string;
  readonly border: string;
  readonly primary: string;
  readonly onPrimary: string;
  readonly primaryHover: string;
  /** Brand accent: the rule under the header bar and above the footer (decorative, never the only cue). */
  readonly accent: string;
  readonly link: string;
  readonly focus: string;
  /** Focus ring inside the header bar, which may be a solid brand colour the page's focus colour does not stand out on. */
  readonly headerFocus: string;
  readonly error: string;
  readonly errorSurface: string;
  readonly success: string;
  readonly successSurface: string;
  readonly headerBackground: string;
  readonly headerText: string;
  readonly footerBackground: string;
  readonly footerText: string;
}

/** Design tokens of a theme, applied as CSS custom properties (`--color-text`, `--font-body`, ...). */
export interface ThemeTokens {
  readonly colors: ThemeColors;
  readonly fonts: { readonly body: string; readonly heading: string };
  readonly radius: string;
  readonly spacing: string;
  readonly maxContentWidth: string;
}

/** A theme shared by several tenants: tokens only, nothing executable. */
export interface Theme {
  readonly kind: 'theme';
  readonly name: string;
  readonly tokens: ThemeTokens;
}

/** Declares a theme. */
export function defineTheme(spec: { name: string; tokens: ThemeTokens }): Theme {
  return { kind: 'theme', name: spec.name, tokens: spec.tokens };
}
