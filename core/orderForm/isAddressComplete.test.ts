import { describe, expect, it } from 'vitest';
import { isAddressComplete } from './isAddressComplete.ts';

const street = { street: 'Weg', streetNumber: '1', zipCode: '70173', city: 'Stuttgart', country: 'DE' };
const box = { postOfficeBox: '123', postOfficeBoxZipCode: '70001', postOfficeBoxCity: 'Stuttgart', country: 'DE' };

describe('isAddressComplete', () => {
  it('accepts a street address or a post office box address with an offered country', () => {
    expect(isAddressComplete(street, ['DE'])).toBe(true);
    expect(isAddressComplete(box, ['AT', 'DE'])).toBe(true);
  });
  it.each(['street', 'streetNumber', 'zipCode', 'city'] as const)('needs %s of a street address', (field) => {
    expect(isAddressComplete({ ...street, [field]: null }, ['DE'])).toBe(false);
    expect(isAddressComplete({ ...street, [field]: ' ' }, ['DE'])).toBe(false);
  });
  it.each(['postOfficeBox', 'postOfficeBoxZipCode', 'postOfficeBoxCity'] as const)('needs %s of a box address', (field) => {
    expect(isAddressComplete({ ...box, [field]: undefined }, ['DE'])).toBe(false);
  });
  it('needs a country among the options', () => {
    expect(isAddressComplete(street, ['AT'])).toBe(false);
    expect(isAddressComplete({ ...street, country: null }, ['DE'])).toBe(false);
  });
  it('is false for a missing address', () => {
    expect(isAddressComplete(null, ['DE'])).toBe(false);
  });
});
