import { describe, expect, it } from 'vitest';
import { defineTheme } from '../theme/defineTheme.ts';
import { themeCustomProperties } from './applyTenantDocument.ts';

const colors = {
  text: '#111111', textMuted: '#444444', background: '#ffffff', surface: '#f5f5f5', border: '#767676',
  primary: '#003366', onPrimary: '#ffffff', primaryHover: '#002244', accent: '#003366', link: '#003366', focus: '#b35900', headerFocus: '#b35900',
  error: '#b00020', errorSurface: '#fdecea', success: '#1b5e20', successSurface: '#e8f5e9',
  headerBackground: '#ffffff', headerText: '#111111', footerBackground: '#222222', footerText: '#ffffff',
};

describe('themeCustomProperties', () => {
  it('turns every token into a kebab-cased custom property', () => {
    const theme = defineTheme({
      name: 'test',
      tokens: { colors, fonts: { body: 'serif', heading: 'sans-serif' }, radius: '4px', spacing: '8px', maxContentWidth: '70rem' },
    });
    const properties = themeCustomProperties(theme.tokens);
    expect(properties['--color-on-primary']).toBe('#ffffff');
    expect(properties['--color-header-background']).toBe('#ffffff');
    expect(properties['--font-heading']).toBe('sans-serif');
    expect(properties['--max-content-width']).toBe('70rem');
    expect(Object.keys(properties).filter((key) => key.startsWith('--color-'))).toHaveLength(Object.keys(colors).length);
  });
});
