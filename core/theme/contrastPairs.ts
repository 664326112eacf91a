import type { ThemeColors } from './defineTheme.ts';

/** A foreground/background pair that appears on screen and the WCAG AA ratio it needs. */
export interface ContrastPair {
  readonly foreground: keyof ThemeColors;
  readonly background: keyof ThemeColors;
  /** 4.5 for text, 3 for focus rings, borders of inputs and other non-text UI (WCAG 1.4.11). */
  readonly minimum: number;
}

/** Every colour pairing the shell and pages use; a theme must meet each ratio. */
export const contrastPairs: readonly ContrastPair[] = [
  { foreground: 'text', background: 'background', minimum: 4.5 },
  { foreground: 'text', background: 'surface', minimum: 4.5 },
  { foreground: 'textMuted', background: 'background', minimum: 4.5 },
  { foreground: 'textMuted', background: 'surface', minimum: 4.5 },
  { foreground: 'link', background: 'background', minimum: 4.5 },
  { foreground: 'link', background: 'surface', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primary', minimum: 4.5 },
  { foreground: 'onPrimary', background: 'primaryHover', minimum: 4.5 },
  { foreground: 'primary', background: 'background', minimum: 3 },
  { foreground: 'primary', background: 'surface', minimum: 3 },
  { foreground: 'error', background: 'background', minimum: 4.5 },
  { foreground: 'error', background: 'errorSurface', minimum: 4.5 },
  { foreground: 'text', background: 'errorSurface', minimum: 4.5 },
  { foreground: 'success', background: 'successSurface', minimum: 4.5 },
  { foreground: 'text', background: 'successSurface', minimum: 4.5 },
  { foreground: 'headerText', background: 'headerBackground', minimum: 4.5 },
  { foreground: 'footerText', background: 'footerBackground', minimum: 4.5 },
  { foreground: 'focus', background: 'background', minimum: 3 },
  { foreground: 'focus', background: 'surface', minimum: 3 },
  { foreground: 'headerFocus', background: 'headerBackground', minimum: 3 },
  { foreground: 'focus', background: 'footerBackground', minimum: 3 },
  { foreground: 'border', background: 'background', minimum: 3 },
];
