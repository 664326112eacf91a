import { describe, expect, it } from 'vitest';
import { loggedInCustomerRole } from './loggedInCustomerRole.ts';

describe('gift loggedInCustomerRole', () => {
  it('is recipient for a recipient and purchaser otherwise', () => {
    expect(loggedInCustomerRole('recipient')).toBe('recipient');
    expect(loggedInCustomerRole('purchaser')).toBe('purchaser');
    expect(loggedInCustomerRole(undefined)).toBe('purchaser');
    expect(loggedInCustomerRole(null)).toBe('purchaser');
  });
});
