import { describe, expect, it } from 'vitest';
import { shouldBlankCustomerNumber } from './shouldBlankCustomerNumber.ts';

describe('lwl shouldBlankCustomerNumber', () => {
  it('blanks the customer number of a recruiter only', () => {
    expect(shouldBlankCustomerNumber('recruiting')).toBe(true);
    expect(shouldBlankCustomerNumber('receiving')).toBe(false);
    expect(shouldBlankCustomerNumber(null)).toBe(false);
  });
});
