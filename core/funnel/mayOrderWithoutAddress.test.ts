import { describe, expect, it } from 'vitest';
import { mayOrderWithoutAddress } from './mayOrderWithoutAddress.ts';

const tenant = (customizable: boolean) => ({
  flags: { region: false, advertisingConsent: true, earliestStartDateOffsetForPrintInDays: 10, orderWithoutAddressCustomizable: customizable, dayPassPrefixes: [] },
});

describe('mayOrderWithoutAddress', () => {
  it('needs both the campaign\'s orderWithoutAddress and the tenant\'s orderWithoutAddressCustomizable', () => {
    expect(mayOrderWithoutAddress(tenant(true), { orderWithoutAddress: true })).toBe(true);
    expect(mayOrderWithoutAddress(tenant(false), { orderWithoutAddress: true })).toBe(false);
    expect(mayOrderWithoutAddress(tenant(true), { orderWithoutAddress: false })).toBe(false);
    expect(mayOrderWithoutAddress(tenant(true), { orderWithoutAddress: null })).toBe(false);
  });
});
