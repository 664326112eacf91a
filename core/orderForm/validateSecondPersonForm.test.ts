import { describe, expect, it } from 'vitest';
import { validateSecondPersonForm } from './validateSecondPersonForm.ts';

const complete = {
  salutation: '03', firstName: 'Rita', lastName: 'Werber', street: 'Königstraße', streetNumber: '1', zipCode: '70173', city: 'Stuttgart', country: 'DE',
};

describe('validateSecondPersonForm', () => {
  it('accepts a complete street address of a person', () => {
    expect(validateSecondPersonForm(complete, { countries: ['DE'], emailRequired: false })).toEqual({});
  });

  it('demands the full address and names, and the e-mail only when required', () => {
    const errors = validateSecondPersonForm({ salutation: '00' }, { countries: ['DE'], emailRequired: true });
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['salutation', 'firstName', 'lastName', 'street', 'streetNumber', 'zipCode', 'city', 'email']));
    expect(validateSecondPersonForm({ ...complete, email: '' }, { countries: ['DE'], emailRequired: false })).toEqual({});
  });

  it('accepts a post office box instead of the street, checked by the order form\'s box rules', () => {
    const box = { salutation: '03', firstName: 'Rita', lastName: 'Werber', addressType: 'postOfficeBox' as const, postOfficeBox: '104411', postOfficeBoxZipCode: '70039', postOfficeBoxCity: 'Stuttgart', country: 'DE' };
    expect(validateSecondPersonForm(box, { countries: ['DE'], emailRequired: false })).toEqual({});
    const errors = validateSecondPersonForm({ ...box, postOfficeBox: '12a', postOfficeBoxZipCode: '', postOfficeBoxCity: 'S' }, { countries: ['DE'], emailRequired: false });
    expect(Object.keys(errors).sort()).toEqual(['postOfficeBox', 'postOfficeBoxCity', 'postOfficeBoxZipCode']);
  });

  it('refuses a malformed e-mail even when it is optional', () => {
    expect(validateSecondPersonForm({ ...complete, email: 'rita@' }, { countries: ['DE'], emailRequired: false }).email).toBe(
      'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.',
    );
  });
});
