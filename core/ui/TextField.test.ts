import { describe, expect, it } from 'vitest';
import { autofillToken } from './TextField.tsx';

describe('autofillToken', () => {
  it('puts the section and address-type tokens before the field token', () => {
    expect(autofillToken('section-recipient shipping', 'postal-code')).toBe('section-recipient shipping postal-code');
    expect(autofillToken('billing', 'address-line1')).toBe('billing address-line1');
  });
  it('leaves the field token alone without a scope, and "off" always', () => {
    expect(autofillToken('', 'given-name')).toBe('given-name');
    expect(autofillToken('shipping', 'off')).toBe('off');
  });
});
