import { describe, expect, it } from 'vitest';
import { loggedInCustomerRole, shouldBlankCustomerNumber } from './LwlRoleChoice.ts';

describe('lwl loggedInCustomerRole', () => {
  it('is purchaser for the receiver and agent otherwise', () => {
    expect(loggedInCustomerRole('receiving')).toBe('purchaser');
    expect(loggedInCustomerRole('recruiting')).toBe('agent');
    expect(loggedInCustomerRole(undefined)).toBe('agent');
  });
});

describe('lwl shouldBlankCustomerNumber', () => {
  it('blanks the customer number of a recruiter only', () => {
    expect(shouldBlankCustomerNumber('recruiting')).toBe(true);
    expect(shouldBlankCustomerNumber('receiving')).toBe(false);
    expect(shouldBlankCustomerNumber(null)).toBe(false);
  });
});
