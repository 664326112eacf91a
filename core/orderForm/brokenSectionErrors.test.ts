import { describe, expect, it } from 'vitest';
import { brokenSectionErrors } from './brokenSectionErrors.ts';

const required = { id: 'region', validate: () => ({}) };
const notice = { id: 'noPriceAbroad' };

describe('brokenSectionErrors', () => {
  it('blocks the submit for a broken section with fields to validate', () => {
    expect(brokenSectionErrors([required, notice], new Set(['region']), 'kaputt')).toEqual({ region: { section: 'kaputt' } });
  });

  it('lets a broken notice without fields pass, and sections that work', () => {
    expect(brokenSectionErrors([required, notice], new Set(['noPriceAbroad']), 'kaputt')).toEqual({});
    expect(brokenSectionErrors([required, notice], new Set(), 'kaputt')).toEqual({});
  });
});
