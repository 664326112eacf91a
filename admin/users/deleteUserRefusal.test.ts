import { describe, expect, it } from 'vitest';
import { apiCallError } from '../../core/index.ts';
import { deleteUserRefusal } from './deleteUserRefusal.ts';

const refused = (status: number, body: unknown) => apiCallError('deleteUser', 'http', { status, body });
const anna = { login: 'anna.neukunde@example.de', firstName: 'Anna', lastName: 'Neukunde', _links: {} };

describe('deleteUserRefusal', () => {
  it('keeps the entry on CANNOT_REMOVE_SELF and drops it on USER_NOT_FOUND', () => {
    expect(deleteUserRefusal(refused(409, { error: 'CANNOT_REMOVE_SELF' }), anna)).toEqual({ message: expect.stringMatching(/eigenen Zugang/), gone: false });
    expect(deleteUserRefusal(refused(404, { error: 'USER_NOT_FOUND' }), anna)).toEqual({
      message: 'Anna Neukunde (anna.neukunde@example.de) ist in dieser Liste nicht mehr eingetragen. Die Liste zeigt jetzt den aktuellen Stand.',
      gone: true,
    });
  });

  it('is no refusal for other failures', () => {
    expect(deleteUserRefusal(refused(500, { error: 'INJECTED_FAULT' }), anna)).toBeUndefined();
    expect(deleteUserRefusal(refused(403, { error: 'FORBIDDEN' }), anna)).toBeUndefined();
    expect(deleteUserRefusal(apiCallError('deleteUser', 'network'), anna)).toBeUndefined();
  });
});
