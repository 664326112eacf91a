import { describe, expect, it } from 'vitest';
import { isOrderMailToSecondPerson } from './isOrderMailToSecondPerson.ts';

describe('isOrderMailToSecondPerson', () => {
  it('is true only when a party of the second-person form receives the order’s mail', () => {
    expect(isOrderMailToSecondPerson([{ enteredIn: 'orderForm' }])).toBe(false);
    expect(isOrderMailToSecondPerson([{ enteredIn: 'secondPersonForm' }, { enteredIn: 'orderForm' }])).toBe(false);
    expect(isOrderMailToSecondPerson([{ enteredIn: 'orderForm', receivesOrderMail: true }, { enteredIn: 'secondPersonForm' }])).toBe(false);
    expect(isOrderMailToSecondPerson([{ enteredIn: 'secondPersonForm', receivesOrderMail: true }, { enteredIn: 'orderForm' }])).toBe(true);
  });
});
