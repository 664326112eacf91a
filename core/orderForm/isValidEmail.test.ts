import { describe, expect, it } from 'vitest';
import { isValidEmail } from './isValidEmail.ts';

describe('isValidEmail', () => {
  it.each(['max@example.de', 'max.mustermann+abo@mail.example.com', "o'neil@example.co.uk", ' a@b.de '])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['', 'max', 'max@', '@example.de', 'max@example', 'max@@example.de', 'max @example.de', 'max@-example.de', 'max@example..de'])(
    'refuses %j',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
