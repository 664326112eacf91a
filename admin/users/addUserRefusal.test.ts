import { describe, expect, it } from 'vitest';
import { validateAddUser, addUserRefusal } from './addUserRefusal.ts';
import { apiCallError } from '../../core/index.ts';

describe('validateAddUser', () => {
  it('asks for an address, then for a valid one, and accepts one with surrounding spaces', () => {
    expect(validateAddUser({})).toEqual({ email: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
    expect(validateAddUser({ email: '   ' })).toEqual({ email: 'Bitte geben Sie eine E-Mail-Adresse ein.' });
    expect(validateAddUser({ email: 'anna@example' }).email).toMatch(/gültige E-Mail-Adresse/);
    expect(validateAddUser({ email: ' anna.neukunde@example.de ' })).toEqual({});
  });
});

const refused = (status: number, body: unknown) => apiCallError('addUser', 'http', { status, body });

describe('addUserRefusal', () => {
  it('puts the server’s field message of INVALID_EMAIL at the field', () => {
    const error = refused(400, {
      error: 'INVALID_EMAIL',
      message: 'x',
      fields: [{ path: 'email', message: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.' }],
    });
    expect(addUserRefusal(error, 'users')).toBe('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  });

  it('says that nobody is registered under the address', () => {
    expect(
      addUserRefusal(refused(404, { error: 'USER_NOT_REGISTERED', message: 'Zu x gibt es kein registriertes Konto.' }), 'users'),
    ).toMatch(/^Unter dieser E-Mail-Adresse ist niemand registriert\./);
  });

  it('names this list for USER_ALREADY_PRESENT and keeps the server’s naming of the other list for USER_IN_OTHER_LIST', () => {
    expect(addUserRefusal(refused(409, { error: 'USER_ALREADY_PRESENT', message: 'x' }), 'tenantAdmins')).toBe(
      'Diese Person ist in der Liste „Key-User“ bereits eingetragen.',
    );
    const other = 'a@b.de ist bereits als Admin eingetragen. Entfernen Sie den Eintrag dort zuerst.';
    expect(addUserRefusal(refused(409, { error: 'USER_IN_OTHER_LIST', message: other }), 'users')).toBe(other);
    expect(addUserRefusal(refused(409, { error: 'USER_IN_OTHER_LIST' }), 'users')).toMatch(/anderen Liste/);
  });

  it('is no refusal for a server error, a time-out, a network failure or a malformed answer', () => {
    expect(addUserRefusal(refused(500, { error: 'INJECTED_FAULT', message: 'x' }), 'users')).toBeUndefined();
    expect(addUserRefusal(apiCallError('addUser', 'timeout'), 'users')).toBeUndefined();
    expect(addUserRefusal(apiCallError('addUser', 'network'), 'users')).toBeUndefined();
    expect(addUserRefusal(apiCallError('addUser', 'schema', { body: { error: 'USER_NOT_REGISTERED' } }), 'users')).toBeUndefined();
    expect(addUserRefusal(new Error('boom'), 'users')).toBeUndefined();
  });
});
