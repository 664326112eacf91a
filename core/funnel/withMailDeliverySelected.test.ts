import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { mailDeliveryOf } from './loadPrice.ts';
import { toAddressesInput } from './toAddressesInput.ts';
import { withMailDeliverySelected } from './withMailDeliverySelected.ts';

const home = { firstName: 'Rita', lastName: 'Rottweil', street: 'Hauptstraße', streetNumber: '5', zipCode: '78628', city: 'Rottweil' };
const office = { companyName: 'Rottweil GmbH', street: 'Marktplatz', streetNumber: '1', zipCode: '78628', city: 'Rottweil' };

describe('postal delivery accepted in the sub-title modal', () => {
  it('marks the private address of a private customer, and price calls ask with mailDelivery true from then on', () => {
    const addresses = { privateAddress: home, businessAddress: null };
    expect(mailDeliveryOf(addresses)).toBeNull();
    const accepted = withMailDeliverySelected(addresses);
    expect(accepted.privateAddress).toEqual({ ...home, mailDeliverySelected: true });
    expect(mailDeliveryOf(accepted)).toBe(true);
  });

  it('marks the delivery address where the paper goes there, not the business address', () => {
    const accepted = withMailDeliverySelected({ businessAddress: office, deliveryAddress: home });
    expect(accepted.deliveryAddress?.mailDeliverySelected).toBe(true);
    expect(accepted.businessAddress).not.toHaveProperty('mailDeliverySelected');
    expect(withMailDeliverySelected({ businessAddress: office }).businessAddress?.mailDeliverySelected).toBe(true);
  });

  it('is dropped when the addresses are built from the form again (a changed address is checked anew)', () => {
    const values = { ...emptyOrderFormValues({ countries: ['DE'] }), salutation: '03', ...home };
    expect(mailDeliveryOf(withMailDeliverySelected(toAddressesInput(values)))).toBe(true);
    expect(mailDeliveryOf(toAddressesInput({ ...values, zipCode: '70173', city: 'Stuttgart' }))).toBeNull();
    expect(mailDeliveryOf(undefined)).toBeNull();
  });
});
