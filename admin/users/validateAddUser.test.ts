import { describe, expect, it } from 'vitest';
import { validateAddUser } from './validateAddUser.ts';

describe('validateAddUser', () => {
  it('asks for an address, then for a valid one, and accepts one with surrounding spaces', () => {
    expect(validateAddUser({})).toEqual({ email: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
    expect(validateAddUser({ email: '   ' })).toEqual({ email: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
    expect(validateAddUser({ email: 'anna@example' }).email).toMatch(/gültige E-Mail-Adresse/);
    expect(validateAddUser({ email: ' anna.neukunde@example.de ' })).toEqual({});
  });
});
