import { describe, expect, it } from 'vitest';
import { tenantFixture } from '../tenant/tenantFixture.ts';
import { funnelContextFixture, orderFormDataFixture } from './funnelContextFixture.ts';
import { clearedOrderFormValues } from './clearedOrderFormValues.ts';
import { saveSecondPersonAddresses } from './saveSecondPersonAddresses.ts';

const person = { salutation: '03', firstName: 'Gisela', lastName: 'Geberin', country: 'DE', email: 'gisela@example.de' };
const street = { street: 'Königstraße', streetNumber: '12', floor: '3', room: '', additionalInfo: 'Hinterhaus', zipCode: '70173', city: 'Stuttgart' };
const box = { postOfficeBox: '104411', postOfficeBoxZipCode: '70039', postOfficeBoxCity: 'Stuttgart' };

function saved(values: Parameters<typeof saveSecondPersonAddresses>[1]) {
  const { context } = funnelContextFixture({ tenant: tenantFixture });
  context.store.formData.value = orderFormDataFixture;
  saveSecondPersonAddresses(context, values, { ownData: true });
  return context.store.secondPersonAddresses.value?.privateAddress;
}

describe('saveSecondPersonAddresses', () => {
  it('types a post office box address as Postfachadresse with the box and without the street fields left from before', () => {
    expect(saved({ ...person, ...street, ...box, addressType: 'postOfficeBox' })).toEqual({ ...person, ...box, addressType: 'Postfachadresse' });
  });

  it('types a street address as Straßenadresse with its additions, without a box', () => {
    const { room: _empty, ...filled } = street;
    expect(saved({ ...person, ...street, ...box, addressType: 'street' })).toEqual({ ...person, ...filled, addressType: 'Straßenadresse' });
  });

  it('types the post office box variant with an empty box as Straßenadresse, since the box decides', () => {
    expect(saved({ ...person, addressType: 'postOfficeBox', postOfficeBox: ' ' })?.addressType).toBe('Straßenadresse');
  });

  it('clears the order form for the other person on the first save only: a corrected giver keeps the recipient typed since', () => {
    const { context } = funnelContextFixture({ tenant: tenantFixture });
    context.store.formData.value = orderFormDataFixture;
    const typed = (firstName: string) => ({ ...clearedOrderFormValues(context), firstName });
    context.store.orderFormValues.value = typed('Eigene');
    saveSecondPersonAddresses(context, { ...person, ...street, addressType: 'street' }, { ownData: true });
    expect(context.store.orderFormValues.value?.firstName ?? '').toBe('');
    context.store.orderFormValues.value = typed('Bruno');
    saveSecondPersonAddresses(context, { ...person, ...street, firstName: 'Gisa', addressType: 'street' }, { ownData: true });
    expect(context.store.orderFormValues.value?.firstName).toBe('Bruno');
    expect(context.store.secondPersonAddresses.value?.privateAddress?.firstName).toBe('Gisa');
  });
});
