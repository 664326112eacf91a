import { describe, expect, it } from 'vitest';
import { loggedInCustomerRole } from './loggedInCustomerRole.ts';

describe('lwl loggedInCustomerRole', () => {
  it('is purchaser for the receiver and agent otherwise', () => {
    expect(loggedInCustomerRole('receiving')).toBe('purchaser');
    expect(loggedInCustomerRole('recruiting')).toBe('agent');
    expect(loggedInCustomerRole(undefined)).toBe('agent');
  });
});
