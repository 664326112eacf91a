import { describe, expect, it } from 'vitest';
import { validityText } from './CatalogData.tsx';

describe('validityText', () => {
  it('names both ends, one end, or none', () => {
    expect(validityText('2026-01-01', '2026-12-31')).toBe('01.01.2026 bis 31.12.2026');
    expect(validityText('2026-01-01', null)).toBe('ab 01.01.2026');
    expect(validityText(null, '2026-12-31')).toBe('bis 31.12.2026');
    expect(validityText(null, null)).toBe('unbegrenzt');
  });
});
