import { describe, expect, it } from 'vitest';
import { numericKeyFilter, type NumericKeyEvent } from './numericKeyFilter.ts';

function press(filter: ReturnType<typeof numericKeyFilter>, key: string, value = '', selectionStart = value.length): boolean {
  let prevented = false;
  const event: NumericKeyEvent = { key, ctrlKey: false, metaKey: false, currentTarget: { value, selectionStart }, preventDefault: () => (prevented = true) };
  filter?.(event);
  return prevented;
}

describe('numericKeyFilter', () => {
  it('stops letters on tel and number inputs and lets digits and hyphens through', () => {
    for (const type of ['tel', 'number']) {
      const filter = numericKeyFilter(type);
      expect(press(filter, 'a')).toBe(true);
      expect(press(filter, '7')).toBe(false);
      expect(press(filter, '-')).toBe(false);
    }
  });
  it('with leadingPlus takes one "+" at the start of the field only', () => {
    const filter = numericKeyFilter('tel', true);
    expect(press(filter, '+', '')).toBe(false);
    expect(press(filter, '+', '31', 0)).toBe(false);
    expect(press(filter, '+', '31', 2)).toBe(true);
    expect(press(filter, '+', '+31', 0)).toBe(true);
    expect(press(numericKeyFilter('tel'), '+', '')).toBe(true);
  });
  it('sits on no other input, so postcodes such as "1012 AB" or "SW1A 1AA" can be typed', () => {
    expect(numericKeyFilter('text')).toBeUndefined();
    expect(numericKeyFilter(undefined)).toBeUndefined();
    expect(numericKeyFilter('email')).toBeUndefined();
  });
});
