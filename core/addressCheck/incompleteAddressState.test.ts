import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from '../orderForm/emptyOrderFormValues.ts';
import { incompleteAddressState } from './incompleteAddressState.ts';

const values = emptyOrderFormValues({ countries: ['DE'] });

describe('incompleteAddressState', () => {
  it('says personal data are incomplete when salutation or a name of the main address is missing', () => {
    expect(incompleteAddressState(values, ['salutation', 'street'])).toBe('personalDataIncomplete');
    expect(incompleteAddressState({ ...values, salutation: '03' }, ['lastName'])).toBe('personalDataIncomplete');
  });
  it('says the form is incomplete when only address fields are missing, also in a delivery address', () => {
    const person = { ...values, salutation: '03', firstName: 'Erika', lastName: 'Muster' };
    expect(incompleteAddressState(person, ['streetNumber', 'city'])).toBe('formIncomplete');
    expect(incompleteAddressState(person, ['deliveryAddress.lastName'])).toBe('formIncomplete');
  });
  it('says nothing for malformed values or fields outside the addresses', () => {
    const filled = { ...values, salutation: '03', firstName: 'E', lastName: 'Muster', street: 'Ab', email: 'x' };
    expect(incompleteAddressState(filled, ['firstName', 'street', 'email'])).toBeUndefined();
    expect(incompleteAddressState(values, ['termsAccepted', 'plugins.region.pva'])).toBeUndefined();
    expect(incompleteAddressState(values, [])).toBeUndefined();
  });
});
