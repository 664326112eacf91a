import { describe, expect, it } from 'vitest';
import { isNameEditable } from './isNameEditable.ts';

const none = { privateAddress: null, businessAddress: null, deliveryAddress: null, invoiceAddress: null };

describe('isNameEditable', () => {
  it('follows the main address\'s nameEditable', () => {
    expect(isNameEditable({ ...none, privateAddress: { lastName: 'Muster', nameEditable: false } })).toBe(false);
    expect(isNameEditable({ ...none, privateAddress: { lastName: 'Muster', nameEditable: true } })).toBe(true);
    expect(isNameEditable({ ...none, businessAddress: { companyName: 'AG', nameEditable: false }, privateAddress: { nameEditable: true } })).toBe(false);
  });
  it('lets a reader without an address, or with an unmarked one, edit the names', () => {
    expect(isNameEditable(none)).toBe(true);
    expect(isNameEditable(undefined)).toBe(true);
    expect(isNameEditable({ ...none, privateAddress: { lastName: 'Muster' } })).toBe(true);
  });
});
