import { describe, expect, it } from 'vitest';
import { accountOwnerName } from './accountOwnerName.ts';

describe('accountOwnerName', () => {
  it('joins first and last name, takes the last name alone, else the company', () => {
    expect(accountOwnerName({ firstName: ' Gisela ', lastName: 'Geberin' })).toBe('Gisela Geberin');
    expect(accountOwnerName({ firstName: '', lastName: 'Geberin' })).toBe('Geberin');
    expect(accountOwnerName({ companyName: 'Muster GmbH' })).toBe('Muster GmbH');
    expect(accountOwnerName(undefined)).toBe('');
  });
});
