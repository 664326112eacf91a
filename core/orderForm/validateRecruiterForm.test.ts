import { describe, expect, it } from 'vitest';
import { validateRecruiterForm } from './validateRecruiterForm.ts';

const complete = {
  salutation: '03', firstName: 'Rita', lastName: 'Werber', street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart', country: 'DE',
};

describe('validateRecruiterForm', () => {
  it('accepts a complete street address of a person', () => {
    expect(validateRecruiterForm(complete, { countries: ['DE'], emailRequired: false })).toEqual({});
  });

  it('demands the full address and names, and the e-mail only when required', () => {
    const errors = validateRecruiterForm({ salutation: '00' }, { countries: ['DE'], emailRequired: true });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['salutation', 'firstName', 'lastName', 'street', 'streetNumber', 'zipCode', 'city', 'email']));
    expect(validateRecruiterForm({ ...complete, email: '' }, { countries: ['DE'], emailRequired: false })).toEqual({});
  });

  it('refuses a malformed e-mail even when it is optional', () => {
    expect(validateRecruiterForm({ ...complete, email: 'rita@' }, { countries: ['DE'], emailRequired: false }).email).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    );
  });
});
