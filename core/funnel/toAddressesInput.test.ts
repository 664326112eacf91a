import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { toAddressesInput } from './toAddressesInput.ts';

const base = {
  ...emptyOrderFormValues({ countries: ['DE', 'AT'] }),
  salutation: '03', firstName: ' Erika ', lastName: 'Mustermann', street: 'Königstraße', streetNumber: '12', zipCode: '70173', city: 'Stuttgart',
  email: 'erika@example.de', phoneAreaCode: '0711', phoneSubscriberNumber: '123456',
};

describe('toAddressesInput', () => {
  it('sends a private customer only the private address, trimmed, with e-mail, phone and the German address type', () => {
    const addresses = toAddressesInput({ ...base, deliveryAddressEnabled: true, deliveryAddress: { ...base, street: 'Marktplatz' } });
    expect(addresses.businessAddress).toBeNull();
    expect(addresses.deliveryAddress).toBeNull();
    expect(addresses.privateAddress).toMatchObject({
      firstName: 'Erika', street: 'Königstraße', addressType: 'Straßenadresse', email: 'erika@example.de', phone: '0711-123456', businessAddress: false,
    });
    expect(addresses.privateAddress).not.toHaveProperty('companyName');
  });

  it('sends a business customer the business address plus the filled optional addresses', () => {
    const addresses = toAddressesInput({
      ...base,
      customerType: 'business',
      companyName: 'Muster GmbH',
      invoiceAddressEnabled: true,
      invoiceAddress: { ...emptyOrderFormValues({ countries: ['DE'] }).invoiceAddress, postOfficeBox: '1234', postOfficeBoxZipCode: '70001', postOfficeBoxCity: 'Stuttgart' },
    });
    expect(addresses.privateAddress).toBeNull();
    expect(addresses.businessAddress).toMatchObject({ companyName: 'Muster GmbH', businessAddress: true });
    expect(addresses.invoiceAddress).toMatchObject({ postOfficeBox: '1234', addressType: 'Postfachadresse' });
    expect(addresses.deliveryAddress).toBeNull();
  });
});
