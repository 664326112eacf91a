import { defineTheme } from '../../core/theme/defineTheme.ts';

/** Sans-serif type and a teal accent: the look of the district and local papers. */
export const modern = defineTheme({
  name: 'modern',
  tokens: {
    colors: {
      text: '#1c2526',
      textMuted: '#4f5b5d',
      background: '#ffffff',
      surface: '#f1f6f5',
      border: '#6d7b7d',
      primary: '#00695c',
      onPrimary: '#ffffff',
      primaryHover: '#004d43',
      accent: '#00695c',
      link: '#00695c',
      // Blue so the focus ring differs from the teal buttons and stays visible on the dark footer.
      focus: '#3b7dd8',
      headerFocus: '#3b7dd8',
      error: '#b3261e',
      errorSurface: '#fcebea',
      success: '#1b6e3a',
      successSurface: '#e6f4ea',
      headerBackground: '#ffffff',
      headerText: '#1c2526',
      footerBackground: '#10302b',
      footerText: '#e3efec',
    },
    fonts: {
      body: "Inter, 'Segoe UI', system-ui, -apple-system, Roboto, Arial, sans-serif",
      heading: "'Roboto Slab', Inter, Rockwell, Georgia, Cambria, serif",
    },
    radius: '8px',
    spacing: '1rem',
    maxContentWidth: '60rem',
  },
});
