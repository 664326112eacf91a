import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { priceAddresses } from './priceAddresses.ts';

const values = { ...emptyOrderFormValues({ countries: ['DE', 'AT'] }), lastName: 'Muster', street: 'Königstraße mit einem Namen, der viel zu lang für die Anfrage ist' };

describe('priceAddresses', () => {
  it('sends each address the form would send with its country only', () => {
    expect(priceAddresses({ ...values, country: 'AT' })).toEqual({ privateAddress: { country: 'AT' }, businessAddress: null, deliveryAddress: null, invoiceAddress: null });
  });
  it('follows a business customer\'s delivery address', () => {
    const business = { ...values, customerType: 'business' as const, companyName: 'AG', deliveryAddressEnabled: true, deliveryAddress: { ...values.deliveryAddress, lastName: 'Lager', country: 'AT' } };
    expect(priceAddresses(business)).toEqual({ privateAddress: null, businessAddress: { country: 'DE' }, deliveryAddress: { country: 'AT' }, invoiceAddress: null });
  });
});
