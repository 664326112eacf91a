import { describe, expect, it } from 'vitest';
import { moveToRecruiterAddresses } from './moveToRecruiterAddresses.ts';

interface Address {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly street?: string;
  readonly streetNumber?: string;
  readonly postOfficeBox?: string | null;
  readonly addressType?: string | null;
}

describe('moveToRecruiterAddresses', () => {
  const street: Address = { firstName: 'Erika', lastName: 'Muster', street: 'Hauptstr.', streetNumber: '1', postOfficeBox: '' };
  const box: Address = { firstName: 'Erika', lastName: 'Muster', postOfficeBox: '1234', addressType: 'Straßenadresse' };
  const invoice: Address = { firstName: 'Max', lastName: 'Muster', postOfficeBox: null };

  it('moves the entered addresses to the recruiter addresses and clears the form', () => {
    const { recruiterAddresses, clearedFormAddresses } = moveToRecruiterAddresses({
      privateAddress: street,
      businessAddress: null,
      invoiceAddress: invoice,
    });
    expect(recruiterAddresses).toEqual({
      privateAddress: { ...street, addressType: 'Straßenadresse' },
      businessAddress: null,
      deliveryAddress: null,
      invoiceAddress: invoice,
    });
    expect(clearedFormAddresses).toEqual({
      privateAddress: null,
      businessAddress: null,
      deliveryAddress: null,
      invoiceAddress: null,
    });
  });

  it('types the private address as a post office box address when a box is filled', () => {
    expect(moveToRecruiterAddresses({ privateAddress: box }).recruiterAddresses.privateAddress?.addressType).toBe(
      'Postfachadresse',
    );
  });

  it('types a blank box as a street address', () => {
    const blankBox = { ...box, postOfficeBox: '  ', addressType: 'Postfachadresse' };
    expect(moveToRecruiterAddresses({ privateAddress: blankBox }).recruiterAddresses.privateAddress?.addressType).toBe(
      'Straßenadresse',
    );
  });

  it('leaves the other addresses untyped and the input untouched', () => {
    const input = { privateAddress: box, deliveryAddress: invoice };
    const before = structuredClone(input);
    const { recruiterAddresses } = moveToRecruiterAddresses(input);
    expect(recruiterAddresses.deliveryAddress).toBe(invoice);
    expect(input).toEqual(before);
  });

  it('keeps a missing private address null', () => {
    expect(moveToRecruiterAddresses({}).recruiterAddresses.privateAddress).toBeNull();
  });
});
