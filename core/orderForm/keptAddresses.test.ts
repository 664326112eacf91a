import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from './emptyOrderFormValues.ts';
import { keptAddresses } from './keptAddresses.ts';
import type { OrderFormValues } from './OrderFormValues.ts';

function values(overrides: Partial<OrderFormValues>): OrderFormValues {
  return { ...emptyOrderFormValues({ countries: ['DE'] }), salutation: '02', lastName: 'Li', street: 'Weg', companyName: 'AB', ...overrides };
}
const filledDelivery = { ...emptyOrderFormValues({ countries: ['DE'] }).deliveryAddress, city: 'Ulm' };

describe('keptAddresses', () => {
  it('sends only the private address of a private customer, without company fields', () => {
    const kept = keptAddresses(values({ deliveryAddressEnabled: true, deliveryAddress: filledDelivery }));
    expect(kept.businessAddress).toBeNull();
    expect(kept.deliveryAddress).toBeNull();
    expect(kept.invoiceAddress).toBeNull();
    expect(kept.privateAddress).toMatchObject({ salutation: '02', lastName: 'Li', street: 'Weg', companyName: '', country: 'DE', addressType: 'street' });
  });
  it('does not copy non-address values into the address', () => {
    const kept = keptAddresses(values({ email: 'a@b.de', termsAccepted: true }));
    expect(kept.privateAddress).not.toHaveProperty('email');
    expect(kept.privateAddress).not.toHaveProperty('termsAccepted');
    expect(kept.privateAddress).not.toHaveProperty('deliveryAddress');
  });
  it('sends the business address with its company for a business customer', () => {
    const kept = keptAddresses(values({ customerType: 'business' }));
    expect(kept.privateAddress).toBeNull();
    expect(kept.businessAddress).toMatchObject({ companyName: 'AB', lastName: 'Li' });
    expect(kept.deliveryAddress).toBeNull();
  });
  it('keeps delivery and invoice addresses only when enabled and filled', () => {
    const kept = keptAddresses(
      values({
        customerType: 'business',
        deliveryAddressEnabled: true,
        deliveryAddress: filledDelivery,
        invoiceAddressEnabled: true,
      }),
    );
    expect(kept.deliveryAddress).toMatchObject({ city: 'Ulm', addressType: 'street' });
    expect(kept.invoiceAddress).toBeNull();
    expect(keptAddresses(values({ customerType: 'business', deliveryAddress: filledDelivery })).deliveryAddress).toBeNull();
  });
  it('derives the address type from the post office box', () => {
    const kept = keptAddresses(values({ postOfficeBox: '123', addressType: 'street' }));
    expect(kept.privateAddress?.addressType).toBe('postOfficeBox');
  });
});
