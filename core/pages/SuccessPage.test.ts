import { describe, expect, it } from 'vitest';
import { isExistingCustomer } from './SuccessPage.tsx';

describe('isExistingCustomer', () => {
  it('is true for a logged-in customer whose form data carries a customer number', () => {
    expect(isExistingCustomer({ formDataGpNr: '3000000001', enteredGpNr: '', customerNumberFirstDigit: '3' })).toBe(true);
  });

  it('is true for a reader who entered a valid customer number, which the order sends', () => {
    expect(isExistingCustomer({ formDataGpNr: null, enteredGpNr: ' 2000000001 ', customerNumberFirstDigit: '2' })).toBe(true);
  });

  it('is false for a new reader, also with an invalid number typed (the order does not send it)', () => {
    expect(isExistingCustomer({ formDataGpNr: null, enteredGpNr: undefined, customerNumberFirstDigit: '3' })).toBe(false);
    expect(isExistingCustomer({ formDataGpNr: '  ', enteredGpNr: '123', customerNumberFirstDigit: '3' })).toBe(false);
    expect(isExistingCustomer({ formDataGpNr: null, enteredGpNr: '2000000001', customerNumberFirstDigit: '3' })).toBe(false);
  });
});
