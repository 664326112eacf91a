import { describe, expect, it } from 'vitest';
import { isAddressRequired } from './isAddressRequired.ts';

const optionalDigital = { printProductType: 'D' as const, mayOrderWithoutAddress: true, fullAddressNeeded: false, requiredByPlugin: false };

describe('isAddressRequired', () => {
  it('leaves the address optional only for a digital order that may go without address', () => {
    expect(isAddressRequired(optionalDigital)).toBe(false);
    expect(isAddressRequired({ ...optionalDigital, mayOrderWithoutAddress: false })).toBe(true);
    expect(isAddressRequired({ ...optionalDigital, printProductType: 'P' })).toBe(true);
    expect(isAddressRequired({ ...optionalDigital, printProductType: 'M' })).toBe(true);
  });
  it('demands the address once the address check said a full address is needed', () => {
    expect(isAddressRequired({ ...optionalDigital, fullAddressNeeded: true })).toBe(true);
  });
  it('demands the address when a plugin needs it', () => {
    expect(isAddressRequired({ ...optionalDigital, requiredByPlugin: true })).toBe(true);
  });
});
