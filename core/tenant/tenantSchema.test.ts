import { describe, expect, it } from 'vitest';
import { isSepaCreditorId } from './tenantSchema.ts';

describe('isSepaCreditorId', () => {
  it("accepts the Bundesbank's example identifier", () => {
    expect(isSepaCreditorId('DE98ZZZ09999999999')).toBe(true);
  });

  it.each([
    ['wrong check digits', 'DE97ZZZ09999999999'],
    ['a business code other than ZZZ', 'DE98ABC09999999999'],
    ['too short', 'DE98ZZZ0999999999'],
    ['another country', 'AT98ZZZ09999999999'],
    ['spaces', 'DE98 ZZZ 09999999999'],
  ])('refuses %s', (_case, value) => {
    expect(isSepaCreditorId(value)).toBe(false);
  });
});
