import { describe, expect, it } from 'vitest';
import { toIsoBirthDate } from './toIsoBirthDate.ts';

describe('toIsoBirthDate', () => {
  it('converts to yyyy-MM-dd', () => {
    expect(toIsoBirthDate('1.2.2005')).toBe('2005-02-01');
    expect(toIsoBirthDate('24.12.1999')).toBe('1999-12-24');
  });

  it('gives undefined for an invalid date', () => {
    expect(toIsoBirthDate('31.02.2005')).toBeUndefined();
  });
});
