import { describe, expect, it } from 'vitest';
import { validatePva } from './regionTexts.ts';

describe('validatePva', () => {
  it('rejects an empty value and - with the key of its text', () => {
    expect(validatePva('')).toBe('required');
    expect(validatePva(null)).toBe('required');
    expect(validatePva(undefined)).toBe('required');
    expect(validatePva('-')).toBe('required');
  });

  it('accepts EG and district codes', () => {
    expect(validatePva('EG')).toBeUndefined();
    expect(validatePva('RW')).toBeUndefined();
  });
});
