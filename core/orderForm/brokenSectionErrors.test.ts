import { describe, expect, it } from 'vitest';
import { brokenSectionErrors, brokenSectionMessage } from './brokenSectionErrors.ts';

const required = { id: 'region', validate: () => ({}) };
const notice = { id: 'noPriceAbroad' };

describe('brokenSectionErrors', () => {
  it('blocks the submit for a broken section with fields to validate', () => {
    expect(brokenSectionErrors([required, notice], new Set(['region']))).toEqual({ region: { section: brokenSectionMessage } });
  });

  it('lets a broken notice without fields pass, and sections that work', () => {
    expect(brokenSectionErrors([required, notice], new Set(['noPriceAbroad']))).toEqual({});
    expect(brokenSectionErrors([required, notice], new Set())).toEqual({});
  });
});
