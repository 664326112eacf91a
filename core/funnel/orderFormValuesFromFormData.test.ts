import { describe, expect, it } from 'vitest';
import { orderFormDataFixture } from './funnelContextFixture.ts';
import { orderFormValuesFromFormData } from './orderFormValuesFromFormData.ts';
import { toAddressesInput } from './toAddressesInput.ts';

const regions = [{ code: 'EG', name: 'Automatisch nach Adresse' }, { code: 'RW', name: 'Rottweil' }];

describe('orderFormValuesFromFormData', () => {
  it('sets the district default: - without regions, EG with the automatic region (funnel.md section 3)', () => {
    const plain = orderFormValuesFromFormData(orderFormDataFixture);
    expect(plain.district).toBe('-');
    expect(plain.deliveryAddress.district).toBe('-');
    const withRegions = orderFormValuesFromFormData({ ...orderFormDataFixture, regionSelectionOptions: regions });
    expect(withRegions.district).toBe('EG');
  });

  it('keeps the district the customer record carries', () => {
    const addresses = { ...orderFormDataFixture.addresses, privateAddress: { lastName: 'Schwarzwald', district: 'RW' } };
    expect(orderFormValuesFromFormData({ ...orderFormDataFixture, addresses, regionSelectionOptions: regions }).district).toBe('RW');
  });

  it('sends the district with the address', () => {
    const values = { ...orderFormValuesFromFormData(orderFormDataFixture), lastName: 'Muster', street: 'Königstraße' };
    expect(toAddressesInput(values).privateAddress).toMatchObject({ district: '-', lastName: 'Muster' });
  });
});
