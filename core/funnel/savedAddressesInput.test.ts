import { describe, expect, it } from 'vitest';
import { savedAddressesInput } from './savedAddressesInput.ts';

describe('savedAddressesInput', () => {
  it('keeps the known fields of the saved addresses and drops unknown ones', () => {
    const saved = savedAddressesInput({
      privateAddress: { firstName: 'Sabine', street: 'Königstraße', zipCode: '70173', internalId: 'x' } as never,
      businessAddress: null,
    });
    expect(saved?.privateAddress).toEqual({ firstName: 'Sabine', street: 'Königstraße', zipCode: '70173' });
    expect(saved?.businessAddress).toBeNull();
  });

  it('gives undefined when a saved address breaks the request bounds', () => {
    expect(savedAddressesInput({ privateAddress: { street: 'x'.repeat(80) } as never })).toBeUndefined();
  });
});
