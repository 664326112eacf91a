import type { ThemeTokens } from './defineTheme.ts';

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

/** The CSS custom properties of a theme: `--color-<token>`, `--font-body`, `--radius`, ... */
export function themeCustomProperties(tokens: ThemeTokens): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const [name, value] of Object.entries(tokens.colors)) properties[`--color-${kebab(name)}`] = value;
  properties['--font-body'] = tokens.fonts.body;
  properties['--font-heading'] = tokens.fonts.heading;
  properties['--radius'] = tokens.radius;
  properties['--spacing'] = tokens.spacing;
  properties['--max-content-width'] = tokens.maxContentWidth;
  return properties;
}
