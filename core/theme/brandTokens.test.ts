import { describe, expect, it } from 'vitest';
import { classic } from '../../themes/classic/index.ts';
import { mergeBrandTokens } from './brandTokens.ts';

describe('mergeBrandTokens', () => {
  it('returns the theme tokens unchanged without brand tokens', () => {
    expect(mergeBrandTokens(classic.tokens, undefined)).toBe(classic.tokens);
  });

  it('lays the brand colours and radius over the theme and keeps everything else', () => {
    const merged = mergeBrandTokens(classic.tokens, { colors: { primary: '#123456', headerBackground: '#000000' }, radius: '12px' });
    expect(merged.colors.primary).toBe('#123456');
    expect(merged.colors.headerBackground).toBe('#000000');
    expect(merged.colors.text).toBe(classic.tokens.colors.text);
    expect(merged.radius).toBe('12px');
    expect(merged.fonts).toEqual(classic.tokens.fonts);
  });

  it('keeps the theme radius when the brand names none', () => {
    expect(mergeBrandTokens(classic.tokens, { colors: {} }).radius).toBe(classic.tokens.radius);
  });
});
