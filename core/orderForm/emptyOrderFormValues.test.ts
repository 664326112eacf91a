import { describe, expect, it } from 'vitest';
import { emptyOrderFormValues } from './emptyOrderFormValues.ts';
import { isAddressFilled } from './isAddressFilled.ts';

describe('emptyOrderFormValues', () => {
  it('defaults salutation and title to 00 and the customer to private', () => {
    const values = emptyOrderFormValues({ countries: ['DE'] });
    expect(values).toMatchObject({ salutation: '00', title: '00', customerType: 'private', termsAccepted: false, plugins: {} });
    expect(values.deliveryAddress).toMatchObject({ salutation: '00', title: '00', country: 'DE' });
  });
  it('defaults the country to DE if offered, else the first option', () => {
    expect(emptyOrderFormValues({ countries: ['AT', 'DE'] }).country).toBe('DE');
    expect(emptyOrderFormValues({ countries: ['AT', 'CH'] }).country).toBe('AT');
    expect(emptyOrderFormValues({ countries: [] }).country).toBe('');
  });
  it('starts with delivery and invoice addresses that do not count as filled', () => {
    const values = emptyOrderFormValues({ countries: ['DE'] });
    expect(isAddressFilled(values.deliveryAddress)).toBe(false);
    expect(isAddressFilled(values.invoiceAddress)).toBe(false);
  });
});
