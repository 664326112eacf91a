import { describe, expect, it } from 'vitest';
import { shouldBlankCustomerNumber } from './shouldBlankCustomerNumber.ts';

describe('gift shouldBlankCustomerNumber', () => {
  it('blanks the customer number of a recipient only', () => {
    expect(shouldBlankCustomerNumber('recipient')).toBe(true);
    expect(shouldBlankCustomerNumber('purchaser')).toBe(false);
    expect(shouldBlankCustomerNumber(undefined)).toBe(false);
  });
});
