import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from './emptyOrderFormValues.ts';
import type { OrderFormValidationContext } from './OrderFormValidationContext.ts';
import type { OrderFormValues } from './OrderFormValues.ts';
import { validateOrderForm } from './validateOrderForm.ts';

const context: OrderFormValidationContext = {
  printProductType: 'P',
  emailMandatory: false,
  orderMailToSecondPerson: false,
  view: 'order',
  nameEditable: true,
  showGpTypeSelection: true,
  countries: ['DE', 'AT'],
  addressRequired: true,
  customerNumberFirstDigit: '2',
  isValidPhone: undefined,
};

function validPrivate(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return {
    ...emptyOrderFormValues({ countries: ['DE', 'AT'] }),
    salutation: '02',
    firstName: 'Jo',
    lastName: 'Li',
    street: 'Hauptstraße',
    streetNumber: '1',
    zipCode: '70173',
    city: 'Ulm',
    termsAccepted: true,
    ...overrides,
  };
}

function validBusiness(overrides: Partial<OrderFormValues> = {}): OrderFormValues {
  return validPrivate({ customerType: 'business', salutation: '04', firstName: '', lastName: '', companyName: 'AB', ...overrides });
}

describe('validateOrderForm', () => {
  it('accepts a complete private order with no errors at all', () => {
    expect(validateOrderForm(validPrivate(), context)).toEqual({});
  });

  it('accepts a complete business order', () => {
    expect(validateOrderForm(validBusiness(), context)).toEqual({});
  });

  it('reports every required field of an empty form with its message', () => {
    expect(validateOrderForm(emptyOrderFormValues({ countries: ['DE'] }), { ...context, countries: ['DE'] })).toEqual({
      salutation: 'Bitte wählen Sie eine Anrede aus.',
      firstName: 'Bitte geben Sie Ihren Vornamen ein (mindestens 2 Zeichen).',
      lastName: 'Bitte geben Sie Ihren Nachnamen ein (mindestens 2 Zeichen).',
      street: 'Bitte geben Sie die Straße ein (mindestens 3 Zeichen).',
      streetNumber: 'Bitte geben Sie die Hausnummer ein.',
      zipCode: 'Bitte geben Sie die Postleitzahl ein.',
      city: 'Bitte geben Sie den Ort ein (mindestens 3 Zeichen).',
      termsAccepted: 'Bitte Akzeptieren Sie die AGB',
    });
  });

  describe('salutation', () => {
    it.each([['00'], [''], [undefined]])('must be chosen, not %j', (salutation) => {
      expect(validateOrderForm(validPrivate({ salutation }), context).salutation).toBe('Bitte wählen Sie eine Anrede aus.');
    });
    it.each([['02'], ['03'], ['05'], ['01'], ['04']])('accepts %s', (salutation) => {
      expect(validateOrderForm(validPrivate({ salutation }), context).salutation).toBeUndefined();
    });
  });

  describe('names', () => {
    it('needs first and last name of at least 2 characters for a private person', () => {
      const errors = validateOrderForm(validPrivate({ firstName: 'A', lastName: ' B ' }), context);
      expect(errors.firstName).toBe('Bitte geben Sie Ihren Vornamen ein (mindestens 2 Zeichen).');
      expect(errors.lastName).toBe('Bitte geben Sie Ihren Nachnamen ein (mindestens 2 Zeichen).');
    });

    it('does not ask a private person for a company name', () => {
      expect(validateOrderForm(validPrivate({ companyName: 'x'.repeat(40) }), context).companyName).toBeUndefined();
    });

    it('needs a company name of at least 2 for a business, but no person names', () => {
      const errors = validateOrderForm(validBusiness({ companyName: 'A' }), context);
      expect(errors.companyName).toBe('Bitte geben Sie den Firmennamen ein (mindestens 2 Zeichen).');
      expect(errors.firstName).toBeUndefined();
      expect(errors.lastName).toBeUndefined();
    });

    it('does not validate names that are not editable (existing users)', () => {
      const errors = validateOrderForm(validPrivate({ firstName: '', lastName: 'x'.repeat(50) }), { ...context, nameEditable: false });
      expect(errors).toEqual({});
    });

    it('limits first name, last name and company name to 35 characters', () => {
      expect(validateOrderForm(validPrivate({ firstName: 'x'.repeat(35), lastName: 'x'.repeat(35) }), context)).toEqual({});
      const errors = validateOrderForm(validPrivate({ firstName: 'x'.repeat(36), lastName: 'x'.repeat(36) }), context);
      expect(errors.firstName).toBe('Bitte geben Sie höchstens 35 Zeichen ein.');
      expect(errors.lastName).toBe('Bitte geben Sie höchstens 35 Zeichen ein.');
      expect(validateOrderForm(validBusiness({ companyName: 'x'.repeat(36) }), context).companyName).toBe(
        'Bitte geben Sie höchstens 35 Zeichen ein.',
      );
    });
  });

  describe('street address', () => {
    it('needs a street longer than 2 characters', () => {
      expect(validateOrderForm(validPrivate({ street: 'Ab' }), context).street).toBe('Bitte geben Sie die Straße ein (mindestens 3 Zeichen).');
      expect(validateOrderForm(validPrivate({ street: 'Abc' }), context).street).toBeUndefined();
    });
    it('needs a street number of at least 1 character', () => {
      expect(validateOrderForm(validPrivate({ streetNumber: ' ' }), context).streetNumber).toBe('Bitte geben Sie die Hausnummer ein.');
      expect(validateOrderForm(validPrivate({ streetNumber: '7' }), context).streetNumber).toBeUndefined();
    });
    it('needs a zip code of at most 10 characters', () => {
      expect(validateOrderForm(validPrivate({ zipCode: undefined }), context).zipCode).toBe('Bitte geben Sie die Postleitzahl ein.');
      // A country without a known postcode format is checked for length only.
      expect(validateOrderForm(validPrivate({ zipCode: '1234567890', country: 'US' }), { ...context, countries: ['DE', 'US'] }).zipCode).toBeUndefined();
      expect(validateOrderForm(validPrivate({ zipCode: '12345678901' }), context).zipCode).toBe('Bitte geben Sie höchstens 10 Zeichen ein.');
    });
    it('checks the zip code in the format of the chosen country', () => {
      const abroad = { ...context, countries: ['DE', 'NL', 'GB', 'AT'] };
      expect(validateOrderForm(validPrivate({ zipCode: '1012 AB', country: 'NL' }), abroad).zipCode).toBeUndefined();
      expect(validateOrderForm(validPrivate({ zipCode: 'SW1A 1AA', country: 'GB' }), abroad).zipCode).toBeUndefined();
      expect(validateOrderForm(validPrivate({ zipCode: '1010', country: 'AT' }), abroad).zipCode).toBeUndefined();
      expect(validateOrderForm(validPrivate({ zipCode: '1012 AB' }), abroad).zipCode).toBe(
        'Bitte geben Sie eine Postleitzahl in Deutschland mit 5 Ziffern ein, z. B. 80331.',
      );
      expect(validateOrderForm(validPrivate({ zipCode: '10100', country: 'AT' }), abroad).zipCode).toContain('in Österreich mit 4 Ziffern');
    });
    it('needs a city longer than 2 characters and at most 35', () => {
      expect(validateOrderForm(validPrivate({ city: 'Ul' }), context).city).toBe('Bitte geben Sie den Ort ein (mindestens 3 Zeichen).');
      expect(validateOrderForm(validPrivate({ city: 'x'.repeat(36) }), context).city).toBe('Bitte geben Sie höchstens 35 Zeichen ein.');
    });
    it('limits street 35, floor 6 and additional info 50', () => {
      const errors = validateOrderForm(
        validPrivate({ street: 'x'.repeat(36), floor: '1234567', additionalInfo: 'x'.repeat(51) }),
        context,
      );
      expect(errors.street).toBe('Bitte geben Sie höchstens 35 Zeichen ein.');
      expect(errors.floor).toBe('Bitte geben Sie höchstens 6 Zeichen ein.');
      expect(errors.additionalInfo).toBe('Bitte geben Sie höchstens 50 Zeichen ein.');
      expect(
        validateOrderForm(validPrivate({ street: 'x'.repeat(35), floor: '123456', additionalInfo: 'x'.repeat(50) }), context),
      ).toEqual({});
    });
    it('does not require the address when none is required, but still checks lengths', () => {
      const optional = { ...context, addressRequired: false };
      expect(validateOrderForm(validPrivate({ street: '', streetNumber: '', zipCode: '', city: '' }), optional)).toEqual({});
      expect(validateOrderForm(validPrivate({ street: '', zipCode: '12345678901' }), optional).zipCode).toBe(
        'Bitte geben Sie höchstens 10 Zeichen ein.',
      );
    });
  });

  describe('post office box', () => {
    const box = {
      addressType: 'postOfficeBox' as const, street: '', streetNumber: '', zipCode: '', city: '',
      postOfficeBox: '123', postOfficeBoxZipCode: '70001', postOfficeBoxCity: 'Stuttgart',
    };

    it('replaces the street address when a box is filled', () => {
      expect(validateOrderForm(validPrivate(box), context)).toEqual({});
      expect(validateOrderForm(validPrivate({ ...box, addressType: undefined }), context)).toEqual({});
    });
    it('validates exactly the fields on screen once "Postfach" is chosen, even with the box still empty', () => {
      const errors = validateOrderForm(validPrivate({ ...box, postOfficeBox: '', postOfficeBoxZipCode: '', postOfficeBoxCity: '' }), context);
      expect(errors).toEqual({
        postOfficeBox: 'Bitte geben Sie die Postfachnummer ein.',
        postOfficeBoxZipCode: 'Bitte geben Sie die Postleitzahl des Postfachs ein.',
        postOfficeBoxCity: 'Bitte geben Sie den Ort des Postfachs ein (mindestens 3 Zeichen).',
      });
    });
    it('leaves hidden box fields alone when the street form is chosen', () => {
      expect(validateOrderForm(validPrivate({ addressType: 'street', postOfficeBox: 'abc' }), context)).toEqual({});
    });
    it('must be digits only and longer than 2', () => {
      const message = 'Bitte geben Sie die Postfachnummer nur mit Ziffern ein (mindestens 3 Ziffern).';
      expect(validateOrderForm(validPrivate({ ...box, postOfficeBox: '12' }), context).postOfficeBox).toBe(message);
      expect(validateOrderForm(validPrivate({ ...box, postOfficeBox: '12a4' }), context).postOfficeBox).toBe(message);
      expect(validateOrderForm(validPrivate({ ...box, postOfficeBox: '12345678901' }), context).postOfficeBox).toBe(
        'Bitte geben Sie höchstens 10 Zeichen ein.',
      );
    });
    it('needs a box city longer than 2 and a box zip of at most 10', () => {
      const errors = validateOrderForm(validPrivate({ ...box, postOfficeBoxCity: 'Ul', postOfficeBoxZipCode: '' }), context);
      expect(errors.postOfficeBoxCity).toBe('Bitte geben Sie den Ort des Postfachs ein (mindestens 3 Zeichen).');
      expect(errors.postOfficeBoxZipCode).toBe('Bitte geben Sie die Postleitzahl des Postfachs ein.');
      expect(validateOrderForm(validPrivate({ ...box, postOfficeBoxZipCode: '12345678901' }), context).postOfficeBoxZipCode).toBe(
        'Bitte geben Sie höchstens 10 Zeichen ein.',
      );
    });
    it('is not offered for digital products, which use the street form', () => {
      const errors = validateOrderForm(validPrivate({ ...box, postOfficeBox: 'abc' }), { ...context, printProductType: 'D' });
      expect(errors.postOfficeBox).toBeUndefined();
      expect(errors.street).toBe('Bitte geben Sie die Straße ein (mindestens 3 Zeichen).');
    });
  });

  describe('country', () => {
    it('must be one of the offered options', () => {
      expect(validateOrderForm(validPrivate({ country: 'CH' }), context).country).toBe('Bitte wählen Sie ein Land aus der Liste aus.');
      expect(validateOrderForm(validPrivate({ country: 'AT' }), context).country).toBeUndefined();
    });
  });

  describe('e-mail', () => {
    it('must match the e-mail pattern when filled', () => {
      const message = 'Bitte geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.de.';
      expect(validateOrderForm(validPrivate({ email: 'max@example' }), context).email).toBe(message);
      expect(validateOrderForm(validPrivate({ email: 'max example.de' }), context).email).toBe(message);
      expect(validateOrderForm(validPrivate({ email: ' max@example.de ' }), context).email).toBeUndefined();
    });
    it('is optional unless the campaign requires it', () => {
      expect(validateOrderForm(validPrivate({ email: '' }), context).email).toBeUndefined();
      expect(validateOrderForm(validPrivate({ email: '' }), { ...context, emailMandatory: true }).email).toBe(
        'Bitte geben Sie Ihre E-Mail-Adresse ein.',
      );
    });
    it('is optional in the order form when the order\'s mail goes to the second person, even when the campaign requires it', () => {
      expect(validateOrderForm(validPrivate({ email: '' }), { ...context, emailMandatory: true, orderMailToSecondPerson: true }).email).toBeUndefined();
    });
    it('is mandatory in the second-person view only when the order\'s mail goes to that person', () => {
      const recruiter = { ...context, view: 'secondPerson' as const, emailMandatory: true };
      expect(validateOrderForm(validPrivate({ email: '' }), { ...recruiter, orderMailToSecondPerson: true }).email).toBe('Bitte geben Sie Ihre E-Mail-Adresse ein.');
      expect(validateOrderForm(validPrivate({ email: '' }), { ...recruiter, orderMailToSecondPerson: false }).email).toBeUndefined();
    });
  });

  describe('phone', () => {
    it('is optional', () => {
      expect(validateOrderForm(validPrivate({ phoneAreaCode: '', phoneSubscriberNumber: undefined }), context)).toEqual({});
    });
    it('reports format errors on the right field', () => {
      const errors = validateOrderForm(validPrivate({ phoneAreaCode: '0a9', phoneSubscriberNumber: '12-34-5' }), context);
      expect(errors.phoneAreaCode).toBe('Bitte geben Sie die Vorwahl nur mit Ziffern ein, bei Bedarf mit einem „+“ am Anfang (z. B. 089 oder +4989).');
      expect(errors.phoneSubscriberNumber).toBe('Bitte geben Sie die Rufnummer nur mit Ziffern und höchstens einem Bindestrich ein.');
    });
    it('uses the injected country-aware check on the joined number', () => {
      const seen: string[] = [];
      const isValidPhone = (phone: string) => {
        seen.push(phone);
        return phone !== '089-1';
      };
      expect(validateOrderForm(validPrivate({ phoneAreaCode: '089', phoneSubscriberNumber: '1' }), { ...context, isValidPhone }).phoneSubscriberNumber).toBe(
        'Bitte geben Sie eine gültige Telefonnummer ein.',
      );
      expect(validateOrderForm(validPrivate({ phoneAreaCode: '089', phoneSubscriberNumber: '123-45' }), { ...context, isValidPhone })).toEqual({});
      expect(seen).toEqual(['089-1', '089-123-45']);
    });
    it('checks the number in the main address country', () => {
      const countries: (string | undefined)[] = [];
      const isValidPhone = (_phone: string, country: string | undefined) => {
        countries.push(country);
        return country === 'AT';
      };
      const values = validPrivate({ phoneAreaCode: '01', phoneSubscriberNumber: '5321234' });
      expect(validateOrderForm({ ...values, country: 'AT', zipCode: '1010' }, { ...context, isValidPhone })).toEqual({});
      expect(validateOrderForm(values, { ...context, isValidPhone }).phoneSubscriberNumber).toBe('Bitte geben Sie eine gültige Telefonnummer ein.');
      expect(countries).toEqual(['AT', 'DE']);
    });
  });

  describe('customer number', () => {
    it('is optional but must be 10 digits starting with the tenant digit when entered', () => {
      expect(validateOrderForm(validPrivate({ gpNr: '2123456789' }), context).gpNr).toBeUndefined();
      expect(validateOrderForm(validPrivate({ gpNr: '3123456789' }), context).gpNr).toBe('Keine gültigen Daten');
      expect(validateOrderForm(validPrivate({ gpNr: '212345678' }), context).gpNr).toBe('Keine gültigen Daten');
      expect(validateOrderForm(validPrivate({ gpNr: '3123456789' }), { ...context, customerNumberFirstDigit: '3' }).gpNr).toBeUndefined();
    });
    it('is not validated when the customer-number selection is not shown', () => {
      expect(validateOrderForm(validPrivate({ gpNr: '99' }), { ...context, showGpTypeSelection: false }).gpNr).toBeUndefined();
    });
  });

  describe('delivery and invoice addresses', () => {
    const delivery = { ...validPrivate().deliveryAddress, street: 'Ab' };

    it('are validated for a business when enabled and filled, nested like the values', () => {
      const errors = validateOrderForm(validBusiness({ deliveryAddressEnabled: true, deliveryAddress: delivery }), context);
      expect(errors.deliveryAddress).toEqual({
        salutation: 'Bitte wählen Sie eine Anrede aus.',
        firstName: 'Bitte geben Sie Ihren Vornamen ein (mindestens 2 Zeichen).',
        lastName: 'Bitte geben Sie Ihren Nachnamen ein (mindestens 2 Zeichen).',
        street: 'Bitte geben Sie die Straße ein (mindestens 3 Zeichen).',
        streetNumber: 'Bitte geben Sie die Hausnummer ein.',
        zipCode: 'Bitte geben Sie die Postleitzahl ein.',
        city: 'Bitte geben Sie den Ort ein (mindestens 3 Zeichen).',
      });
      expect(errors.invoiceAddress).toBeUndefined();
    });
    it('accept a company instead of a person', () => {
      const invoiceAddress = { ...delivery, salutation: '04', companyName: 'Firma', street: 'Weg', streetNumber: '2', zipCode: '10115', city: 'Ort' };
      expect(validateOrderForm(validBusiness({ invoiceAddressEnabled: true, invoiceAddress }), context)).toEqual({});
    });
    it('are ignored when disabled, when empty, or for a private customer', () => {
      expect(validateOrderForm(validBusiness({ deliveryAddressEnabled: false, deliveryAddress: delivery }), context)).toEqual({});
      expect(validateOrderForm(validBusiness({ deliveryAddressEnabled: true }), context)).toEqual({});
      expect(validateOrderForm(validPrivate({ deliveryAddressEnabled: true, deliveryAddress: delivery }), context)).toEqual({});
    });
  });

  describe('terms', () => {
    it('must be accepted in the order view', () => {
      expect(validateOrderForm(validPrivate({ termsAccepted: false }), context).termsAccepted).toBe('Bitte Akzeptieren Sie die AGB');
    });
    it('are not part of the recruiter view', () => {
      expect(validateOrderForm(validPrivate({ termsAccepted: false }), { ...context, view: 'secondPerson' })).toEqual({});
    });
  });
});

describe('validateOrderForm: characters the server refuses', () => {
  it.each([
    ['NUL', 'Anna\u0000'],
    ['line feed', 'Anna\nBerta'],
    ['carriage return', 'Anna\rBerta'],
    ['tab', 'An\tna'],
    ['right-to-left override', 'Anna\u202Egnp.exe'],
    ['left-to-right mark', '\u200EAnna'],
    ['first strong isolate', 'Anna\u2068'],
    ['lone high surrogate', 'A\uD800B'],
    ['lone low surrogate', 'Anna\uDC00'],
  ])('marks a name with %s at its field in German, keeping the value', (_name, value) => {
    const values = validPrivate({ firstName: value, street: `Haupt${value}` });
    const errors = validateOrderForm(values, context);
    expect(errors.firstName).toBe('Bitte entfernen Sie Steuerzeichen, Zeilenumbrüche und unsichtbare Richtungszeichen aus diesem Feld.');
    expect(errors.street).toBe(errors.firstName);
    expect(values.firstName).toBe(value);
  });

  it('marks an e-mail address with a line break or bidi mark', () => {
    expect(validateOrderForm(validPrivate({ email: 'a@b.de\r\nBcc: x@y.de' }), context).email).toMatch(/Steuerzeichen/);
    expect(validateOrderForm(validPrivate({ email: 'a\u202E@b.de' }), context).email).toMatch(/Steuerzeichen/);
  });

  it('keeps umlauts, ß, accents and apostrophes', () => {
    expect(validateOrderForm(validPrivate({ firstName: 'Zoë-Ånné', lastName: "O'Brien-Müßig" }), context)).toEqual({});
  });
});
