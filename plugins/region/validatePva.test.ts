import { describe, expect, it } from 'vitest';
import { pvaRequiredMessage } from './pvaRequiredMessage.ts';
import { validatePva } from './validatePva.ts';

describe('validatePva', () => {
  it('rejects an empty value and -', () => {
    expect(validatePva('')).toBe(pvaRequiredMessage);
    expect(validatePva(null)).toBe(pvaRequiredMessage);
    expect(validatePva(undefined)).toBe(pvaRequiredMessage);
    expect(validatePva('-')).toBe(pvaRequiredMessage);
  });

  it('accepts EG and district codes', () => {
    expect(validatePva('EG')).toBeUndefined();
    expect(validatePva('RW')).toBeUndefined();
  });
});
