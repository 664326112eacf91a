import { describe, expect, it } from 'vitest';
import { shownAddressVariant } from './shownAddressVariant.ts';

describe('shownAddressVariant', () => {
  it('follows the reader\'s choice, also while the post office box is still empty', () => {
    expect(shownAddressVariant({ addressType: 'postOfficeBox', postOfficeBox: '' }, true)).toBe('postOfficeBox');
    expect(shownAddressVariant({ addressType: 'street', postOfficeBox: '' }, true)).toBe('street');
  });
  it('falls back to whether a post office box is filled', () => {
    expect(shownAddressVariant({ postOfficeBox: '1234' }, true)).toBe('postOfficeBox');
    expect(shownAddressVariant({ postOfficeBox: '' }, true)).toBe('street');
  });
  it('is always the street form for digital products', () => {
    expect(shownAddressVariant({ addressType: 'postOfficeBox', postOfficeBox: '1234' }, false)).toBe('street');
  });
});
