import { describe, expect, it } from 'vitest';
import { prefillEmailForReceiver } from './RecruiterAddressStep.tsx';

describe('prefillEmailForReceiver', () => {
  it('prefills the user’s e-mail for a receiver with an empty form e-mail', () => {
    expect(prefillEmailForReceiver({ choice: 'receiving', userEmail: 'leser@example.de', formEmail: '' })).toBe('leser@example.de');
    expect(prefillEmailForReceiver({ choice: 'receiving', userEmail: ' leser@example.de ', formEmail: null })).toBe('leser@example.de');
  });

  it('prefills nothing for a recruiter', () => {
    expect(prefillEmailForReceiver({ choice: 'recruiting', userEmail: 'leser@example.de', formEmail: '' })).toBeUndefined();
    expect(prefillEmailForReceiver({ choice: undefined, userEmail: 'leser@example.de', formEmail: '' })).toBeUndefined();
  });

  it('keeps an e-mail already in the form', () => {
    expect(prefillEmailForReceiver({ choice: 'receiving', userEmail: 'leser@example.de', formEmail: 'andere@example.de' })).toBeUndefined();
  });

  it('prefills nothing without a known e-mail', () => {
    expect(prefillEmailForReceiver({ choice: 'receiving', userEmail: '', formEmail: '' })).toBeUndefined();
    expect(prefillEmailForReceiver({ choice: 'receiving', userEmail: undefined, formEmail: '' })).toBeUndefined();
  });
});
