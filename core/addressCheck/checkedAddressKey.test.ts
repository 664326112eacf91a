import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { checkedAddressKey } from './checkedAddressKey.ts';

const values = {
  ...emptyOrderFormValues({ countries: ['DE'] }),
  salutation: '03', firstName: 'Erika', lastName: 'Muster', street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart',
};

describe('checkedAddressKey', () => {
  it('changes when the reader edits a postal field of any sent address', () => {
    const key = checkedAddressKey(values);
    expect(checkedAddressKey({ ...values, street: 'Königstrasse' })).not.toBe(key);
    expect(checkedAddressKey({ ...values, streetNumber: '13' })).not.toBe(key);
    expect(checkedAddressKey({ ...values, zipCode: '70174' })).not.toBe(key);
    expect(checkedAddressKey({ ...values, country: 'AT' })).not.toBe(key);
    const business = { ...values, customerType: 'business' as const, companyName: 'AG', deliveryAddressEnabled: true };
    const delivery = { ...business, deliveryAddress: { ...values.deliveryAddress, lastName: 'Liefer', street: 'Marktplatz' } };
    expect(checkedAddressKey({ ...delivery, deliveryAddress: { ...delivery.deliveryAddress, street: 'Marktstraße' } })).not.toBe(checkedAddressKey(delivery));
  });
  it('stays the same for names, contact data and surrounding spaces', () => {
    const key = checkedAddressKey(values);
    expect(checkedAddressKey({ ...values, firstName: 'Erik', email: 'e@example.de', phoneAreaCode: '0711' })).toBe(key);
    expect(checkedAddressKey({ ...values, street: ' Königstraße ' })).toBe(key);
  });
});
