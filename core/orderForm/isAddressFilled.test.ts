import { describe, expect, it } from 'vitest';
import { isAddressFilled } from './isAddressFilled.ts';

describe('isAddressFilled', () => {
  it('ignores defaults and blanks', () => {
    expect(isAddressFilled({ salutation: '00', title: '00', country: 'DE', street: '  ', addressType: 'street' })).toBe(false);
    expect(isAddressFilled(undefined)).toBe(false);
  });
  it('counts any typed field, a chosen salutation or a chosen title', () => {
    expect(isAddressFilled({ room: '4' })).toBe(true);
    expect(isAddressFilled({ postOfficeBoxCity: 'Ulm' })).toBe(true);
    expect(isAddressFilled({ salutation: '03' })).toBe(true);
    expect(isAddressFilled({ title: '01' })).toBe(true);
  });
});
