import { defineTheme } from '../../core/theme/defineTheme.ts';

/** Warm red accent on a cream page, serif headings over sans body text: the look of the Black Forest and Lahr dailies. */
export const regional = defineTheme({
  name: 'regional',
  tokens: {
    colors: {
      text: '#2a1f1b',
      textMuted: '#5c4d46',
      background: '#fffdfa',
      surface: '#f8f1ea',
      border: '#7d6b62',
      primary: '#a81c1c',
      onPrimary: '#ffffff',
      primaryHover: '#861616',
      accent: '#a81c1c',
      link: '#9e1b1b',
      // Blue so the focus ring differs from the red buttons and error messages.
      focus: '#3b7dd8',
      headerFocus: '#3b7dd8',
      error: '#a4161a',
      errorSurface: '#fdeceb',
      success: '#1e6a35',
      successSurface: '#e8f3ea',
      headerBackground: '#ffffff',
      headerText: '#2a1f1b',
      footerBackground: '#3b1d17',
      footerText: '#f5e9e2',
    },
    fonts: {
      body: "'Open Sans', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
      heading: "Lora, 'Open Sans', Georgia, Cambria, 'Times New Roman', serif",
    },
    radius: '4px',
    spacing: '1rem',
    maxContentWidth: '60rem',
  },
});
