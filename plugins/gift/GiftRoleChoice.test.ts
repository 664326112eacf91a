import { describe, expect, it } from 'vitest';
import { loggedInCustomerRole, shouldBlankCustomerNumber } from './GiftRoleChoice.ts';

describe('gift loggedInCustomerRole', () => {
  it('is recipient for a recipient and purchaser otherwise', () => {
    expect(loggedInCustomerRole('recipient')).toBe('recipient');
    expect(loggedInCustomerRole('purchaser')).toBe('purchaser');
    expect(loggedInCustomerRole(undefined)).toBe('purchaser');
    expect(loggedInCustomerRole(null)).toBe('purchaser');
  });
});

describe('gift shouldBlankCustomerNumber', () => {
  it('blanks the customer number of a recipient only', () => {
    expect(shouldBlankCustomerNumber('recipient')).toBe(true);
    expect(shouldBlankCustomerNumber('purchaser')).toBe(false);
    expect(shouldBlankCustomerNumber(undefined)).toBe(false);
  });
});
