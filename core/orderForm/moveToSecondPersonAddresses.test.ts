import { describe, expect, it } from 'vitest';
import { moveToSecondPersonAddresses } from './moveToSecondPersonAddresses.ts';

interface Address {
  readonly firstName?: string;
  readonly lastName?: string;
  readonly street?: string;
  readonly streetNumber?: string;
  readonly postOfficeBox?: string | null;
  readonly addressType?: string | null;
}

describe('moveToSecondPersonAddresses', () => {
  const street: Address = { firstName: 'Erika', lastName: 'Muster', street: 'Hauptstr.', streetNumber: '1', postOfficeBox: '' };
  const box: Address = { firstName: 'Erika', lastName: 'Muster', postOfficeBox: '1234', addressType: 'Straßenadresse' };
  const invoice: Address = { firstName: 'Max', lastName: 'Muster', postOfficeBox: null };

  it('moves the entered addresses to the recruiter addresses and clears the form', () => {
    const { secondPersonAddresses, clearedFormAddresses } = moveToSecondPersonAddresses({
      privateAddress: street,
      businessAddress: null,
      invoiceAddress: invoice,
    });
    expect(secondPersonAddresses).toEqual({
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
    expect(moveToSecondPersonAddresses({ privateAddress: box }).secondPersonAddresses.privateAddress?.addressType).toBe(
      'Postfachadresse',
    );
  });

  it('types a blank box as a street address', () => {
    const blankBox = { ...box, postOfficeBox: '  ', addressType: 'Postfachadresse' };
    expect(moveToSecondPersonAddresses({ privateAddress: blankBox }).secondPersonAddresses.privateAddress?.addressType).toBe(
      'Straßenadresse',
    );
  });

  it('leaves the other addresses untyped and the input untouched', () => {
    const input = { privateAddress: box, deliveryAddress: invoice };
    const before = structuredClone(input);
    const { secondPersonAddresses } = moveToSecondPersonAddresses(input);
    expect(secondPersonAddresses.deliveryAddress).toBe(invoice);
    expect(input).toEqual(before);
  });

  it('keeps a missing private address null', () => {
    expect(moveToSecondPersonAddresses({}).secondPersonAddresses.privateAddress).toBeNull();
  });
});
