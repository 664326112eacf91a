import { defineTheme } from '../../core/theme/defineTheme.ts';

/** Serif type and a dark blue accent: the look of the large regional dailies. */
export const classic = defineTheme({
  name: 'classic',
  tokens: {
    colors: {
      text: '#1a1f26',
      textMuted: '#4b5563',
      background: '#ffffff',
      surface: '#f3f5f8',
      border: '#6b7785',
      primary: '#0b3d6e',
      onPrimary: '#ffffff',
      primaryHover: '#072a4d',
      accent: '#0b3d6e',
      link: '#0a4b8c',
      // Orange so the focus ring stands out from the blue buttons and links.
      focus: '#c2570c',
      headerFocus: '#c2570c',
      error: '#b42318',
      errorSurface: '#fdeceb',
      success: '#1d6b34',
      successSurface: '#e7f4eb',
      headerBackground: '#ffffff',
      headerText: '#1a1f26',
      footerBackground: '#0e2236',
      footerText: '#e6ecf2',
    },
    fonts: {
      body: "'Source Sans 3', 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
      heading: "'Source Serif 4', 'Source Sans 3', Georgia, Cambria, 'Times New Roman', serif",
    },
    radius: '2px',
    spacing: '1rem',
    maxContentWidth: '62rem',
  },
});
