import { describe, expect, it } from 'vitest';
import { isAllowedNumericKey } from './isAllowedNumericKey.ts';

describe('isAllowedNumericKey', () => {
  it.each(['0', '5', '9', '-'])('accepts %s', (key) => {
    expect(isAllowedNumericKey(key, false)).toBe(true);
  });
  it.each(['Backspace', 'Delete', 'Tab', 'ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'Enter'])(
    'accepts the control key %s',
    (key) => {
      expect(isAllowedNumericKey(key, false)).toBe(true);
    },
  );
  it.each(['a', 'e', '+', '.', ',', ' ', '/', 'Escape', '12'])('refuses %j', (key) => {
    expect(isAllowedNumericKey(key, false)).toBe(false);
  });
  it('accepts "+" only where the caller allows it (the start of a phone field)', () => {
    expect(isAllowedNumericKey('+', false, true)).toBe(true);
    expect(isAllowedNumericKey('+', false, false)).toBe(false);
  });
  it('lets shortcuts with Ctrl or Meta pass', () => {
    expect(isAllowedNumericKey('v', true)).toBe(true);
  });
});
