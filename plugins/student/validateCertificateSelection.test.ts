import { describe, expect, it } from 'vitest';
import { validateCertificateSelection } from './validateCertificateSelection.ts';

describe('validateCertificateSelection', () => {
  it('requires a file', () => {
    expect(validateCertificateSelection(undefined)).toBe('required');
    expect(validateCertificateSelection(null)).toBe('required');
  });

  it('needs at least 5 characters in the name, extension included', () => {
    expect(validateCertificateSelection({ name: 'a.pd' })).toBe('nameTooShort');
    expect(validateCertificateSelection({ name: 'a.pdf' })).toBeUndefined();
  });
});
